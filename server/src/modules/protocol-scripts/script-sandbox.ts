/**
 * The protocol scripts' handle on the shared sandbox: the pool starts on first use (a server without scripts
 * never starts workers), and both the trial run and ingest call `encodeInp(msg, topic)` through it.
 */
import { SandboxPool, type CallResult, type ScriptStats } from '../../sandbox/sandbox-pool';

/** The function every protocol script defines, as in the contract's trial run. */
export const SCRIPT_ENTRY = 'encodeInp';

export class ScriptSandbox {
  private pool_: Promise<SandboxPool> | null = null;
  private closed = false;

  /** Runs `encodeInp(bytes, topic)` of a script; `id` is what the outcome is counted under. */
  async encode(id: string, source: string, bytes: number[], topic: string): Promise<CallResult> {
    if (this.closed) return { ok: false, kind: 'error', error: 'the script sandbox is shut down' };
    return (await this.pool()).call({ id, source, entry: SCRIPT_ENTRY }, [bytes, topic]);
  }

  /** The pool itself, for other script users of the server (forwarding transforms); started on first use. */
  pool(): Promise<SandboxPool> {
    if (this.closed) return Promise.reject(new Error('the script sandbox is shut down'));
    this.pool_ ??= SandboxPool.start();
    return this.pool_;
  }

  async stats(id: string): Promise<ScriptStats | undefined> {
    return this.pool_ ? (await this.pool_).stats(id) : undefined;
  }

  async forget(id: string): Promise<void> {
    if (this.pool_) (await this.pool_).forget(id);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.pool_) await (await this.pool_).close();
  }
}

/** What a script answered, as text: strings as they are, anything else as JSON. */
export const resultText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
