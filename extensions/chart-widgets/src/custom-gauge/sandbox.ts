import { SANDBOX_TIMEOUT_MS } from '../common/constants';
import { SANDBOX_WORKER_SOURCE } from './sandbox-worker-source';

/** The part of a Worker the sandbox uses (tests pass a fake). */
export interface SandboxWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type WorkerFactory = () => SandboxWorker;

export class SandboxError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'error' | 'unavailable',
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

let blobUrl: string | undefined;

/** Creates a real dedicated worker from a Blob of the sandbox source (browsers only). */
export const blobWorkerFactory: WorkerFactory = () => {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') {
    throw new SandboxError('Web Workers are not available', 'unavailable');
  }
  blobUrl ??= URL.createObjectURL(new Blob([SANDBOX_WORKER_SOURCE], { type: 'text/javascript' }));
  return new Worker(blobUrl, { name: 'tessera-sandbox' }) as unknown as SandboxWorker;
};

export interface SandboxOptions {
  timeoutMs?: number;
  createWorker?: WorkerFactory;
}

/**
 * Evaluates user code (a function body; `args` become its parameters) in a fresh sandbox worker and resolves
 * with the JSON data it returned. The worker is terminated after the answer or at the hard timeout (a
 * `while(true)` cannot hang the page). User code never runs with the console's privileges.
 */
export function runInSandbox(code: string, args: Record<string, unknown> = {}, options: SandboxOptions = {}): Promise<unknown> {
  const { timeoutMs = SANDBOX_TIMEOUT_MS, createWorker = blobWorkerFactory } = options;
  return new Promise((resolve, reject) => {
    let worker: SandboxWorker;
    try {
      worker = createWorker();
    } catch (err) {
      reject(err instanceof SandboxError ? err : new SandboxError(String(err), 'unavailable'));
      return;
    }
    let done = false;
    const finish = (fn: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      fn();
    };
    const timer = setTimeout(() => finish(() => reject(new SandboxError(`timed out after ${timeoutMs} ms`, 'timeout'))), timeoutMs);
    worker.onmessage = (event) => {
      const msg = event.data as { ok?: boolean; json?: string; error?: string } | null;
      finish(() => {
        if (!msg || msg.ok !== true || typeof msg.json !== 'string') {
          reject(new SandboxError(msg?.error ?? 'invalid sandbox reply', 'error'));
          return;
        }
        try {
          resolve(JSON.parse(msg.json));
        } catch {
          reject(new SandboxError('the result is not JSON data', 'error'));
        }
      });
    };
    worker.onerror = (event) => finish(() => reject(new SandboxError(String((event as { message?: string })?.message ?? 'worker error'), 'error')));
    // Only structured-clone-safe data goes in: the arguments are sent as a JSON round trip.
    worker.postMessage({ code, args: JSON.parse(JSON.stringify(args)) });
  });
}
