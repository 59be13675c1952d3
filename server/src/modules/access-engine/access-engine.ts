/**
 * The access engine (docs/access-engine.md): `TESSERA_FLOW_EDITOR=embedded` runs one Node-RED per tenant as a child
 * process on 127.0.0.1 (userDir `<dataDir>/node-red/<tenant>`), started in the background the first time a tenant
 * admin opens the page, and at server start for every tenant that has saved flows; `off` runs nothing; a URL
 * points the page at an existing Node-RED. One process per tenant is the tenant scope: a flow, its context, its
 * debug output and its editor session can only ever see that tenant's devices.
 *
 * The editor is reached through the server (`/flow-editor/<tenant>/`, proxy.ts) with a flow-editor token this class
 * issues and the child verifies by asking it back over IPC.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../app-context';
import type { RevocationEvent } from '../../events/event-bus';
import { ApiError, businessError, ok } from '../../http/envelope';
import type { Caller } from '../../http/route';
import { localize } from '../../i18n/localized-text';
import type { CommandService } from '../commands/service';
import { OPERATION_TYPE } from '../commands/messages';
import type { Scope } from '../devices/scope';
import { ENGINE_MSG } from './messages';
import { NodeRedProcess, type ChildQuestion, type EngineState } from './node-red-process';

/** A flow-editor session: 8 hours, a working day; the page asks for a fresh one each time it opens. */
export const FLOW_TOKEN_TTL_S = 8 * 3600;
export const EDITOR_PREFIX = '/flow-editor/';
const TENANT_DIR = /^[A-Za-z0-9_-]{1,64}$/;

/** A flow-editor token remembers the Tessera session it came from: revoking that session revokes it. */
interface FlowToken {
  tenantId: string;
  email: string;
  userId: string;
  jti: string;
  expiresAt: number;
}

export interface EngineStatus {
  mode: 'embedded' | 'off' | 'url';
  state: EngineState | 'off' | 'external';
  /** Where the page loads the editor from (same-origin path, or the external URL). */
  editor_url: string;
  /** The localStorage key the editor reads its token from (embedded only). */
  token_key: string;
  error: string;
}

export class AccessEngine {
  private readonly engines = new Map<string, NodeRedProcess>();
  private readonly tokens = new Map<string, FlowToken>();
  private nextPort: number;
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly commands: CommandService,
  ) {
    this.nextPort = ctx.config.flowEditorPort;
  }

  get mode(): EngineStatus['mode'] {
    const m = this.ctx.config.flowEditor;
    return m === 'embedded' ? 'embedded' : m === 'off' ? 'off' : 'url';
  }

  private userDir(tenantId: string): string {
    return join(this.ctx.config.dataDir, 'node-red', tenantId);
  }

  /** Background start of every tenant with saved flows (the server does not wait for them). */
  start(): void {
    if (this.mode !== 'embedded') return;
    const root = join(this.ctx.config.dataDir, 'node-red');
    if (!existsSync(root)) return;
    for (const dir of readdirSync(root)) {
      if (!TENANT_DIR.test(dir) || !hasFlows(join(root, dir, 'flows.json'))) continue;
      this.engine(dir).start();
    }
  }

  private engine(tenantId: string): NodeRedProcess {
    let e = this.engines.get(tenantId);
    if (!e) {
      // The first one tries TESSERA_FLOW_EDITOR_PORT (1880); a taken port falls back to a free one.
      const port = this.nextPort;
      this.nextPort = 0;
      e = new NodeRedProcess({ tenantId, userDir: this.userDir(tenantId), port, log: this.ctx.log, answer: (q) => this.answer(tenantId, q) });
      this.engines.set(tenantId, e);
    }
    return e;
  }

  /** The running engine of a tenant (the proxy's target), or null. */
  readyEngine(tenantId: string): NodeRedProcess | null {
    const e = this.engines.get(tenantId);
    return e && e.state === 'ready' ? e : null;
  }

  status(s: Scope, b: { start?: boolean }) {
    const base = { token_key: '', error: '' };
    if (this.mode === 'off') return ok<EngineStatus>({ ...base, mode: 'off', state: 'off', editor_url: '' }, ENGINE_MSG.off);
    if (this.mode === 'url') return ok<EngineStatus>({ ...base, mode: 'url', state: 'external', editor_url: this.ctx.config.flowEditor }, ENGINE_MSG.external);
    // Only a tenant admin (who may edit flows) starts the engine; anyone of the tenant may see its state.
    if (b.start && s.caller.authority === 'TENANT_ADMIN' && !this.closed) this.engine(s.tenantId).start();
    const e = this.engines.get(s.tenantId);
    const path = `${EDITOR_PREFIX}${s.tenantId}/`;
    return ok<EngineStatus>(
      {
        mode: 'embedded',
        state: e?.state ?? 'stopped',
        editor_url: path,
        token_key: `auth-tokens${path.slice(0, -1).replace(/\//g, '-')}`,
        error: e?.error ?? '',
      },
      ENGINE_MSG.ok,
    );
  }

  /** A flow-editor token for the caller's tenant: `{access_token, expires_in, token_type}` (the console's third store). */
  issueToken(s: Scope) {
    if (this.mode !== 'embedded') throw businessError(this.mode === 'off' ? ENGINE_MSG.off : ENGINE_MSG.external);
    const now = this.ctx.clock.now();
    for (const [k, v] of this.tokens) if (v.expiresAt <= now) this.tokens.delete(k);
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, { tenantId: s.tenantId, email: s.caller.email, userId: s.caller.id, jti: s.caller.jti, expiresAt: now + FLOW_TOKEN_TTL_S * 1000 });
    return ok({ access_token: token, expires_in: FLOW_TOKEN_TTL_S, token_type: 'Bearer' }, ENGINE_MSG.ok);
  }

  /** The tenant a flow-editor token belongs to, or null (unknown or expired). */
  tokenTenant(token: string | undefined): string | null {
    if (!token) return null;
    const t = this.tokens.get(token);
    if (!t) return null;
    if (t.expiresAt <= this.ctx.clock.now()) {
      this.tokens.delete(token);
      return null;
    }
    return t.tenantId;
  }

  /** Answers a child's question; the tenant is the child's own, never one it names. */
  private async answer(tenantId: string, q: ChildQuestion): Promise<Record<string, unknown>> {
    if (q.type === 'verify') {
      const t = typeof q.token === 'string' ? this.tokens.get(q.token) : undefined;
      const good = !!t && t.tenantId === tenantId && t.expiresAt > this.ctx.clock.now();
      return good ? { ok: true, user: t.email } : { ok: false };
    }
    const caller: Caller = { id: '', email: 'access-engine', name: 'access engine', authority: 'TENANT_ADMIN', tenant_id: tenantId, jti: '' };
    const params = q.params && typeof q.params === 'object' && !Array.isArray(q.params) ? q.params : {};
    try {
      if (typeof q.device_id !== 'string' || typeof q.identifier !== 'string' || !q.identifier || q.identifier.length > 128)
        throw businessError(ENGINE_MSG.badCommand);
      await this.commands.sendCommand({ tenantId, caller }, q.device_id, q.identifier, params, {
        operationType: OPERATION_TYPE.automatic,
        sender: 'access engine',
      });
      return { ok: true };
    } catch (err) {
      return { ok: false, error: err instanceof ApiError ? localize(err.text, 'en') : (err as Error).message };
    }
  }

  /**
   * A Tessera session (or a user's, or a tenant's) lost access: its flow-editor tokens go too. A disabled tenant's
   * engine stops (its flows would otherwise keep commanding its devices).
   */
  revoke(e: RevocationEvent): void {
    for (const [k, t] of this.tokens) {
      const hit = (e.jti && t.jti === e.jti) || (e.userId && t.userId === e.userId && t.jti !== e.exceptJti) || (e.tenantId && t.tenantId === e.tenantId);
      if (hit) this.tokens.delete(k);
    }
    if (e.tenantId) void this.stopTenant(e.tenantId);
  }

  async stopTenant(tenantId: string): Promise<void> {
    const e = this.engines.get(tenantId);
    if (!e) return;
    this.engines.delete(tenantId);
    await e.stop();
  }

  /** A committed device message, to the tenant's engine when it runs (a Map lookup otherwise). */
  deliver(tenantId: string, msg: { device_id: string; kind: 'values' | 'event'; ts: number; values: unknown }): void {
    const e = this.engines.get(tenantId);
    if (e && e.state === 'ready') e.post({ type: 'device', ...msg });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.engines.values()].map((e) => e.stop()));
    this.engines.clear();
    this.tokens.clear();
  }
}

function hasFlows(file: string): boolean {
  try {
    const flows = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(flows) && flows.length > 0;
  } catch {
    return false;
  }
}
