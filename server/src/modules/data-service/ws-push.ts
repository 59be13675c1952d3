/**
 * The WebSocket push of data services (`api_flag` "1"): a third party opens `/api/openapi/v1/data/services/ws/share`
 * signed like an open-API call (headers, or `app_key`/`timestamp`/`signature` in the query for clients that cannot
 * set headers) and receives the service's rows at once and then every `time_interval` seconds, as
 * `{data_service_id, name, pushed_at, rows}` (or `error` instead of `rows` when the SQL fails).
 *
 * All sockets of one service share one run of its SQL per interval. Every second the server re-reads the services
 * it holds sockets for, so a service stopped, deleted, switched to `api_flag` "0" or given a new secret or signature
 * mode on any server closes its sockets within a second (at once on the server that made the change), and an address
 * dropped from the whitelist loses its socket. A refusal is sent as `{code, message}` and the socket closes with a
 * 4xxx code and a short English reason.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppContext } from '../../app-context';
import { clientIp, trustFunction, type TrustFunction } from '../../http/client-ip';
import { ApiError } from '../../http/envelope';
import type { RequestContext } from '../../http/route';
import { fill, localize, requestLang, type Lang, type Message } from '../../i18n/localized-text';
import { unixSeconds } from '../../storage/database';
import { GATEWAY_MSG } from '../data-gateway/messages';
import { ipAllowed, plainIp } from '../data-gateway/signature';
import type { DataServiceTable } from '../data-gateway/tables';
import { DS_MSG, WS_PUSH_MSG } from './messages';
import { MAX_ROWS, pushes, type DataServiceService } from './service';
import * as store from './store';

export const DS_WS_PATH = '/api/openapi/v1/data/services/ws/share';
/** Open sockets one data service may hold on one server (a leaked key must not open sockets without bound). */
export const MAX_SOCKETS_PER_SERVICE = 10;
/** Close codes: admission refused (or the secret changed), the service stopped or was deleted, over the bound. */
export const WS_REFUSED = 4401;
export const WS_GONE = 4410;
export const WS_TRY_AGAIN = 1013;
/** A client that reads slower than the pushes arrive skips pushes rather than buffering without bound. */
const MAX_BUFFERED = 8 << 20;

interface Member {
  ws: WebSocket;
  ip: string;
  lang: Lang;
}

interface Group {
  row: DataServiceTable;
  members: Set<Member>;
  /** When the next push is due (ms of the server clock). */
  nextAt: number;
}

/** The query parameters a browser (which cannot set handshake headers) signs with instead. */
const QUERY_HEADERS: Record<string, string> = { app_key: 'x-openapi-appkey', timestamp: 'x-openapi-timestamp', signature: 'x-openapi-signature' };

function send(ws: WebSocket, msg: unknown): void {
  if (ws.readyState !== ws.OPEN || ws.bufferedAmount > MAX_BUFFERED) return;
  ws.send(JSON.stringify(msg));
}

/** Tells the client why, then closes (the reason is short English: a close frame holds at most 123 bytes). */
function refuse(m: Member, code: number, status: number, text: Message): void {
  send(m.ws, { code: status, message: localize(text, m.lang) });
  m.ws.close(code, localize(text, 'en').slice(0, 120));
}

export class DataServiceSockets {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  private readonly groups = new Map<string, Group>();
  private readonly trust: TrustFunction;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly offChange: () => void;

  constructor(
    private readonly ctx: AppContext,
    private readonly service: DataServiceService,
    private readonly tickMs = 1000,
  ) {
    this.trust = trustFunction(ctx.config.trustProxy);
    this.wss.on('error', (err) => ctx.log.warn(`data-service ws: ${err.message}`));
    this.wss.on('wsClientError', (_err, socket) => socket.destroy());
    // An edit or delete on this server: check that service now rather than at the next tick.
    this.offChange = service.onChange((id) => {
      if (this.groups.has(id)) void this.recheck([id]).catch((err) => ctx.log.warn(`data-service ws: ${(err as Error).message}`));
    });
  }

  /** Open sockets on this server (all services). */
  get clients(): number {
    return this.wss.clients.size;
  }

  /** The upgrade handler: false when the path is not ours. */
  readonly upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const [path, query = ''] = (req.url ?? '').split('?');
    if (path !== DS_WS_PATH) return false;
    socket.on('error', (err) => this.ctx.log.debug(`data-service ws: upgrade socket: ${err.message}`));
    const headers: Record<string, string | string[] | undefined> = { ...req.headers };
    for (const [k, v] of new URLSearchParams(query)) if (QUERY_HEADERS[k] && headers[QUERY_HEADERS[k]] === undefined) headers[QUERY_HEADERS[k]] = v;
    const rctx: RequestContext = { ip: clientIp(req, this.trust), headers, lang: requestLang(req.headers['accept-language']) };
    void this.service.admitSocket(rctx).then(
      (row) => this.accept(req, socket, head, rctx, row),
      (err) => this.accept(req, socket, head, rctx, err),
    );
    return true;
  };

  /** Completes the handshake, then either serves the service or says why not and closes. */
  private accept(req: IncomingMessage, socket: Duplex, head: Buffer, rctx: RequestContext, admitted: DataServiceTable | unknown): void {
    if (socket.destroyed) return;
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('error', (err) => this.ctx.log.debug(`data-service ws: ${err.message}`));
      const m: Member = { ws, ip: rctx.ip, lang: rctx.lang };
      if (!isRow(admitted)) {
        const e = admitted instanceof ApiError ? admitted : undefined;
        if (!e) this.ctx.log.warn(`data-service ws: ${String((admitted as Error)?.message ?? admitted)}`);
        if (!e) return refuse(m, 1011, 500, WS_PUSH_MSG.internal);
        return refuse(m, e.code === 401 ? WS_REFUSED : WS_GONE, e.code, e.text);
      }
      this.join(m, admitted);
    });
  }

  private join(m: Member, row: DataServiceTable): void {
    let g = this.groups.get(row.id);
    if (g && g.members.size >= MAX_SOCKETS_PER_SERVICE) return refuse(m, WS_TRY_AGAIN, 400, fill(WS_PUSH_MSG.tooMany, { max: MAX_SOCKETS_PER_SERVICE }));
    if (!g) {
      g = { row, members: new Set(), nextAt: this.ctx.clock.now() + row.time_interval * 1000 };
      this.groups.set(row.id, g);
    }
    const group = g;
    group.members.add(m);
    m.ws.on('close', () => {
      group.members.delete(m);
      if (!group.members.size && this.groups.get(row.id) === group) this.groups.delete(row.id);
    });
    // The first result set at once; the group's interval carries on from there.
    void this.runFor(group).then((msg) => send(m.ws, msg));
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.running ??= this.tick()
        .catch((err) => this.ctx.log.warn(`data-service ws: ${(err as Error).message}`))
        .finally(() => {
          this.running = undefined;
        });
    }, this.tickMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.offChange();
    await this.running;
    for (const g of this.groups.values()) for (const m of g.members) refuse(m, 1001, 400, WS_PUSH_MSG.shutdown);
    this.groups.clear();
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
  }

  /** One pass: re-read the services, close what no longer qualifies, push what is due. */
  async tick(): Promise<void> {
    if (!this.groups.size) return;
    await this.recheck([...this.groups.keys()]);
    const now = this.ctx.clock.now();
    for (const g of this.groups.values()) {
      // Half a tick early counts as due: the ticker's phase is not the group's, and waiting a whole extra tick
      // would stretch a 1 s interval to 2 s.
      if (now + this.tickMs / 2 < g.nextAt) continue;
      // Keep the cadence when a tick comes a little late; after a long stall, start over from now.
      const step = g.row.time_interval * 1000;
      g.nextAt = g.nextAt + step > now ? g.nextAt + step : now + step;
      const msg = await this.runFor(g);
      for (const m of g.members) send(m.ws, msg);
    }
  }

  /** Closes the sockets of services that were deleted, stopped or re-keyed, and of addresses the whitelist dropped. */
  private async recheck(ids: string[]): Promise<void> {
    const rows = new Map((await store.servicesByIds(this.ctx.db, ids)).map((r) => [r.id, r]));
    for (const id of ids) {
      const g = this.groups.get(id);
      if (!g) continue;
      const row = rows.get(id);
      if (!row || row.tenant_id !== g.row.tenant_id || !pushes(row)) {
        this.groups.delete(id);
        const why = !row || row.tenant_id !== g.row.tenant_id ? WS_PUSH_MSG.deleted : row.enable_flag === '1' ? WS_PUSH_MSG.notPushing : DS_MSG.disabled;
        for (const m of g.members) refuse(m, WS_GONE, 400, why);
        continue;
      }
      if (row.secret_box !== g.row.secret_box || row.signature_mode !== g.row.signature_mode || row.app_key !== g.row.app_key) {
        this.groups.delete(id);
        for (const m of g.members) refuse(m, WS_REFUSED, 401, WS_PUSH_MSG.secretChanged);
        continue;
      }
      if (row.ip_whitelist !== g.row.ip_whitelist) {
        for (const m of g.members)
          if (!ipAllowed(row.ip_whitelist, m.ip)) {
            g.members.delete(m);
            refuse(m, WS_REFUSED, 401, fill(GATEWAY_MSG.badIpCaller, { ip: plainIp(m.ip) }));
          }
      }
      // A shorter interval takes effect now rather than after the old one runs out.
      if (row.time_interval !== g.row.time_interval) g.nextAt = Math.min(g.nextAt, this.ctx.clock.now() + row.time_interval * 1000);
      g.row = row;
    }
  }

  /** One run of the service's SQL in its tenant (guard, read-only transaction, row cap), as the message to send. */
  private async runFor(g: Group): Promise<Record<string, unknown>> {
    const { id, name, tenant_id, data_sql } = g.row;
    const head = { data_service_id: id, name, pushed_at: unixSeconds(this.ctx.clock.now()) };
    try {
      return { ...head, rows: await this.service.run(tenant_id, data_sql, MAX_ROWS) };
    } catch (err) {
      if (!(err instanceof ApiError)) this.ctx.log.warn(`data-service ws ${id}: ${(err as Error).message}`);
      return { ...head, error: err instanceof ApiError ? localize(err.text, 'en') : 'internal error' };
    }
  }
}

const isRow = (v: unknown): v is DataServiceTable => !!v && typeof v === 'object' && !(v instanceof Error) && 'data_sql' in v;
