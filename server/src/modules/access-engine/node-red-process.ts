/**
 * One tenant's Node-RED as a child process (server/node-red/runner.cjs, forked with an IPC channel). A child rather
 * than Node-RED inside the server's process: Node-RED keeps global state (one runtime per process, so one flow set),
 * its nodes run in the event loop that carries ingest, and a crash or a runaway flow must not take the server down.
 * The child gets a scrubbed environment (no database URL, no secrets), its tenant and its user dir.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerLogger } from '../../logger';

export type EngineState = 'stopped' | 'starting' | 'ready' | 'failed';

/** Device messages allowed to wait in the IPC pipe to one child. */
const MAX_IN_FLIGHT = 10_000;

/** What the child asks; the answer goes back as `{type:'reply', id, ...}`. */
export type ChildQuestion =
  { type: 'verify'; id: number; token: string } | { type: 'command'; id: number; device_id: string; identifier: string; params: Record<string, unknown> };

export interface ProcessOptions {
  tenantId: string;
  userDir: string;
  port: number;
  log: ServerLogger;
  answer(q: ChildQuestion): Promise<Record<string, unknown>>;
}

/** runner.cjs next to the source tree (tests, `npm run dev`) or the repository's server/ folder (dist/server). */
export function runnerFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../../../node-red/runner.cjs'), join(here, '../../server/node-red/runner.cjs'), resolve('server/node-red/runner.cjs')];
  return candidates.find((f) => existsSync(f)) ?? candidates[0];
}

/** The child's whole environment: enough to run Node, nothing of the server's configuration. */
function childEnv(o: ProcessOptions): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'NODE_ENV'];
  const env: NodeJS.ProcessEnv = {};
  for (const k of keep) if (process.env[k] !== undefined) env[k] = process.env[k];
  return { ...env, TESSERA_TENANT_ID: o.tenantId, TESSERA_NODE_RED_USER_DIR: o.userDir, TESSERA_NODE_RED_PORT: String(o.port), NODE_RED_HOME: o.userDir };
}

export class NodeRedProcess {
  state: EngineState = 'stopped';
  port = 0;
  error = '';
  private child: ChildProcess | null = null;
  private readyWaiters: Array<() => void> = [];
  private stopping = false;
  private inFlight = 0;
  /** Device messages dropped because the child was not reading them. */
  dropped = 0;

  constructor(private readonly o: ProcessOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): void {
    if (this.state === 'starting' || this.state === 'ready') return;
    this.state = 'starting';
    this.error = '';
    this.stopping = false;
    mkdirSync(this.o.userDir, { recursive: true });
    const child = fork(runnerFile(), [], {
      env: childEnv(this.o),
      cwd: this.o.userDir,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
      execArgv: ['--max-old-space-size=256'],
    });
    this.child = child;
    child.stdout?.on('data', (d: Buffer) => this.o.log.debug(`node-red[${this.o.tenantId}]: ${d.toString().trimEnd()}`));
    child.stderr?.on('data', (d: Buffer) => this.o.log.warn(`node-red[${this.o.tenantId}]: ${d.toString().trimEnd()}`));
    child.on('message', (m: { type?: string; port?: number; error?: string; id?: number }) => this.onMessage(child, m));
    child.on('error', (err) => this.fail(`${err.message}`));
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      if (this.stopping) this.state = 'stopped';
      else this.fail(`Node-RED exited (${signal ?? code})`);
      this.wake();
    });
  }

  private onMessage(child: ChildProcess, m: { type?: string; port?: number; error?: string; id?: number }): void {
    if (m.type === 'ready') {
      this.port = Number(m.port);
      this.state = 'ready';
      this.o.log.info(`access engine: Node-RED of tenant ${this.o.tenantId} ready on 127.0.0.1:${this.port}`);
      this.wake();
    } else if (m.type === 'failed') {
      this.fail(String(m.error ?? 'failed'));
    } else if (m.type === 'verify' || m.type === 'command') {
      void this.o
        .answer(m as ChildQuestion)
        .catch((err: Error) => ({ ok: false, error: err.message }))
        .then((reply) => {
          if (child.connected) child.send({ ...reply, type: 'reply', id: m.id });
        });
    }
  }

  private fail(error: string): void {
    if (this.stopping) return;
    this.state = 'failed';
    this.error = error;
    this.o.log.warn(`access engine: Node-RED of tenant ${this.o.tenantId} failed: ${error}`);
    this.wake();
  }

  private wake(): void {
    const w = this.readyWaiters;
    this.readyWaiters = [];
    for (const fn of w) fn();
  }

  /** Resolves once ready, failed or stopped (whichever comes first). */
  settled(): Promise<void> {
    if (this.state !== 'starting') return Promise.resolve();
    return new Promise((r) => this.readyWaiters.push(r));
  }

  /**
   * Sends a fire-and-forget message (a device message) when the child is up. At most MAX_IN_FLIGHT wait in the IPC
   * pipe: a child that stops reading (a stuck flow) costs the server bounded memory, the excess is dropped and counted.
   */
  post(msg: object): void {
    const c = this.child;
    if (this.state !== 'ready' || !c?.connected) return;
    if (this.inFlight >= MAX_IN_FLIGHT) {
      if (this.dropped++ % 10_000 === 0)
        this.o.log.warn(`access engine: Node-RED of tenant ${this.o.tenantId} is not keeping up; ${this.dropped} device messages dropped`);
      return;
    }
    this.inFlight++;
    c.send(msg, (err) => {
      this.inFlight--;
      if (err) this.o.log.debug(`access engine: ${err.message}`);
    });
  }

  /** SIGTERM, then SIGKILL after 3 s; resolves when the child is gone. */
  async stop(): Promise<void> {
    const c = this.child;
    this.stopping = true;
    if (!c || c.exitCode !== null || c.signalCode !== null) {
      this.state = 'stopped';
      this.child = null;
      return;
    }
    await new Promise<void>((done) => {
      const kill = setTimeout(() => c.kill('SIGKILL'), 3000);
      c.once('exit', () => {
        clearTimeout(kill);
        done();
      });
      c.kill('SIGTERM');
    });
    this.state = 'stopped';
  }
}
