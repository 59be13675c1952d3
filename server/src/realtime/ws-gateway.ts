/**
 * WebSockets: `/api/ws` (one socket per tab, many device subscriptions; see PROTOCOL.md) and the contract's
 * `/ws/device/current` (one device per socket). Both authenticate with the user's JWT and only serve devices of
 * the user's tenant. Slow sockets skip updates rather than buffer without bound.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Caller } from '../http/route';
import type { ServerLogger } from '../logger';
import type { RealtimeHub, RealtimeMessage } from './realtime-hub';
import { ApiError, businessError } from '../http/envelope';
import { fill, LANGS, localize, requestLang, type Lang, type Message } from '../i18n/localized-text';
import { WS_TEXT } from './messages';

export interface WsDeps {
  hub: RealtimeHub;
  log: ServerLogger;
  /** Resolves a JWT to the caller; throws when invalid or expired. */
  resolve(token: string): Promise<Caller>;
  /** Tenant of a device, or null if it does not exist. */
  deviceTenant(deviceId: string): Promise<string | null>;
  /** Current values of a device (the snapshot sent on subscribe). */
  snapshot(deviceId: string): Promise<{ ts: number; values: Record<string, unknown> } | null>;
}

export const WS_PATH = '/api/ws';
export const COMPAT_PATH = '/ws/device/current';
const MAX_SUBSCRIPTIONS = 1000;
const MAX_BUFFERED = 1 << 20;
const AUTH_TIMEOUT_MS = 10_000;

const isLang = (v: unknown): v is Lang => (LANGS as readonly unknown[]).includes(v);

function sendJson(ws: WebSocket, msg: unknown): void {
  if (ws.readyState !== ws.OPEN || ws.bufferedAmount > MAX_BUFFERED) return;
  ws.send(JSON.stringify(msg));
}

function parse(data: unknown): Record<string, unknown> | null {
  try {
    const v = JSON.parse(String(data));
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

export class WsGateway {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  constructor(private readonly deps: WsDeps) {}

  /** Handles an HTTP upgrade; returns false when the path is not ours. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (req.url ?? '').split('?')[0];
    if (path !== WS_PATH && path !== COMPAT_PATH) return false;
    const lang = requestLang(req.headers['accept-language']);
    this.wss.handleUpgrade(req, socket, head, (ws) => (path === WS_PATH ? this.session(ws, lang) : this.compat(ws, lang)));
    return true;
  }

  get clients(): number {
    return this.wss.clients.size;
  }

  close(): void {
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
  }

  private async authorize(caller: Caller, deviceId: unknown): Promise<boolean> {
    if (typeof deviceId !== 'string' || !deviceId || deviceId.length > 64 || !caller.tenant_id) return false;
    return (await this.deps.deviceTenant(deviceId)) === caller.tenant_id;
  }

  private session(ws: WebSocket, upgradeLang: Lang): void {
    let caller: Caller | null = null;
    let lang = upgradeLang;
    const text = (m: Message) => localize(m, lang);
    const subs = new Map<string, () => void>();
    const timer = setTimeout(() => caller || ws.close(4401, 'auth timeout'), AUTH_TIMEOUT_MS);
    const forward = (msg: RealtimeMessage) => sendJson(ws, msg);
    ws.on('close', () => {
      clearTimeout(timer);
      for (const off of subs.values()) off();
      subs.clear();
    });
    ws.on('message', async (data) => {
      const msg = parse(data);
      if (!msg) return sendJson(ws, { type: 'error', message: text(WS_TEXT.notJson) });
      try {
        switch (msg.type) {
          case 'auth': {
            if (isLang(msg.lang)) lang = msg.lang;
            caller = await this.deps.resolve(String(msg.token ?? ''));
            return sendJson(ws, { type: 'auth', ok: true });
          }
          case 'ping':
            return sendJson(ws, { type: 'pong' });
          case 'subscribe': {
            if (!caller) return sendJson(ws, { type: 'error', message: text(WS_TEXT.unauthorized) });
            const id = msg.device_id as string;
            if (!(await this.authorize(caller, id))) return sendJson(ws, { type: 'error', device_id: id, message: text(WS_TEXT.deviceNotFound) });
            if (!subs.has(id)) {
              if (subs.size >= MAX_SUBSCRIPTIONS) return sendJson(ws, { type: 'error', device_id: id, message: text(WS_TEXT.tooManySubscriptions) });
              subs.set(id, this.deps.hub.subscribe(id, forward));
            }
            sendJson(ws, { type: 'subscribed', device_id: id });
            const snap = await this.deps.snapshot(id);
            if (snap) sendJson(ws, { type: 'values', device_id: id, ts: snap.ts, values: snap.values, snapshot: true });
            return;
          }
          case 'unsubscribe': {
            const id = String(msg.device_id ?? '');
            subs.get(id)?.();
            subs.delete(id);
            return sendJson(ws, { type: 'unsubscribed', device_id: id });
          }
          default:
            return sendJson(ws, { type: 'error', message: text(fill(WS_TEXT.unknownType, { type: String(msg.type) })) });
        }
      } catch (err) {
        if (msg.type === 'auth') {
          sendJson(ws, { type: 'error', message: err instanceof ApiError ? text(err.text) : text(WS_TEXT.unauthorized) });
          ws.close(4401, 'unauthorized');
          return;
        }
        this.deps.log.warn(`ws: ${(err as Error).message}`);
        sendJson(ws, { type: 'error', message: text(WS_TEXT.internal) });
      }
    });
  }

  /** `/ws/device/current`: first message `{device_id, token}`; then the current values and every new values object. */
  private compat(ws: WebSocket, upgradeLang: Lang): void {
    let off: (() => void) | null = null;
    ws.on('close', () => off?.());
    ws.once('message', async (data) => {
      const msg = parse(data);
      try {
        const caller = await this.deps.resolve(String(msg?.token ?? ''));
        if (!(await this.authorize(caller, msg?.device_id))) throw businessError(WS_TEXT.deviceNotFound);
        const id = msg!.device_id as string;
        const snap = await this.deps.snapshot(id);
        sendJson(ws, snap?.values ?? {});
        off = this.deps.hub.subscribe(id, (m) => {
          if (m.type === 'values') sendJson(ws, m.values);
        });
      } catch (err) {
        const lang = isLang(msg?.lang) ? msg.lang : upgradeLang;
        sendJson(ws, { code: 401, message: localize(err instanceof ApiError ? err.text : WS_TEXT.unauthorized, lang) });
        ws.close(4401, 'unauthorized');
      }
    });
  }
}
