/**
 * WebSockets: `/api/ws` (one socket per tab, many device subscriptions; see PROTOCOL.md) and the contract's
 * `/ws/device/current` (one device per socket). Both authenticate with the user's JWT and only serve devices the
 * user may see (tenant, and the granted sites of a site-limited user); `/api/ws` also takes a dashboard share link,
 * which serves only the devices its dashboard reads (see `ShareAuth`). Slow sockets skip updates rather than
 * buffer without bound. A hostile frame costs only its own socket (1009 too big, 1007 bad UTF-8); a revoked session
 * (logout, disable, password change, tenant disabled) closes its sockets at once with 4401.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RevocationEvent } from '../events/event-bus';
import type { Caller } from '../http/route';
import type { ServerLogger } from '../logger';
import type { RealtimeHub, RealtimeMessage } from './realtime-hub';
import { ApiError, businessError } from '../http/envelope';
import { fill, LANGS, localize, requestLang, type Lang, type Message } from '../i18n/localized-text';
import { WS_TEXT } from './messages';

/**
 * A dashboard share link as a socket session (`{type:'auth', share_id}`): the synthetic caller of the dashboard's
 * tenant and the only devices it may subscribe, re-read on every subscribe. Throws when the link is unknown or revoked.
 */
export type ShareAuth = (shareId: string) => Promise<{ caller: Caller; dashboardId: string; devices: readonly string[] }>;

/** The caller id a share-link socket runs as; a revocation naming its dashboard closes it. */
export const shareCallerId = (dashboardId: string) => `share:${dashboardId}`;

export interface WsDeps {
  hub: RealtimeHub;
  log: ServerLogger;
  /** Resolves a JWT to the caller; throws when invalid, expired or revoked. */
  resolve(token: string): Promise<Caller>;
  /** May this caller see this device (tenant and sites)? False also when it does not exist. */
  maySee(caller: Caller, deviceId: string): Promise<boolean>;
  /** Current values of a device (the snapshot sent on subscribe). */
  snapshot(deviceId: string): Promise<{ ts: number; values: Record<string, unknown> } | null>;
}

/**
 * A tenant-wide feed a session can follow (`{type:'subscribe_topic', topic}`): the current data at once, then
 * every change, as `{type:'topic', topic, data}`. Areas register theirs (alerts: the unprocessed count).
 */
export interface TopicSource {
  snapshot(caller: Caller): Promise<unknown>;
  /** Calls `changed` when the caller's data may have changed; returns the unsubscribe function. */
  watch(caller: Caller, changed: () => void): () => void;
}

export const WS_PATH = '/api/ws';
export const COMPAT_PATH = '/ws/device/current';
const MAX_PAYLOAD = 64 * 1024;
const MAX_SUBSCRIPTIONS = 1000;
const MAX_BUFFERED = 1 << 20;
const AUTH_TIMEOUT_MS = 10_000;
export const REVOKED_CLOSE_CODE = 4401;
/** Open sockets one share link may hold on this server (a public token must not open sockets without bound). */
export const MAX_SHARE_SOCKETS = 100;
/** Close code of a share socket over that bound (the page retries later). */
export const TRY_AGAIN_CLOSE_CODE = 1013;

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

/** An authenticated socket and the session it stands for (a user's JWT, or a dashboard share link). */
interface Live {
  ws: WebSocket;
  caller: Caller;
  token: string;
  share?: string;
}

export function isRevokedBy(caller: Caller, e: RevocationEvent): boolean {
  if (e.jti && e.jti === caller.jti) return true;
  if (e.userId && e.userId === caller.id && e.exceptJti !== caller.jti) return true;
  if (e.dashboardId && caller.id === shareCallerId(e.dashboardId)) return true;
  return !!e.tenantId && e.tenantId === caller.tenant_id;
}

export class WsGateway {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  private readonly live = new Set<Live>();
  private readonly topics = new Map<string, TopicSource>();
  private shareAuth: ShareAuth | null = null;

  constructor(private readonly deps: WsDeps) {
    this.wss.on('error', (err) => deps.log.warn(`ws: server error: ${err.message}`));
    // A malformed handshake: ws answers 400 and hands us the socket; it must not linger.
    this.wss.on('wsClientError', (err, socket) => {
      deps.log.debug(`ws: bad handshake: ${err.message}`);
      socket.destroy();
    });
  }

  /** Handles an HTTP upgrade; returns false when the path is not ours. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    // Until ws owns it, a reset during the handshake must not become an unhandled 'error'.
    socket.on('error', (err) => this.deps.log.debug(`ws: upgrade socket: ${err.message}`));
    const path = (req.url ?? '').split('?')[0];
    if (path !== WS_PATH && path !== COMPAT_PATH) return false;
    const lang = requestLang(req.headers['accept-language']);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      // Oversized (1009) and invalid UTF-8 (1007) frames: ws closes the socket with that code after this event.
      ws.on('error', (err) => this.deps.log.debug(`ws: closing a socket: ${err.message}`));
      if (path === WS_PATH) this.session(ws, lang);
      else this.compat(ws, lang);
    });
    return true;
  }

  registerTopic(name: string, source: TopicSource): void {
    this.topics.set(name, source);
  }

  /** Lets dashboard share links open read-only sockets (the dashboards module owns the rules). */
  registerShareAuth(auth: ShareAuth): void {
    this.shareAuth = auth;
  }

  get clients(): number {
    return this.wss.clients.size;
  }

  /** Closes every socket whose session the event revokes. */
  revoke(event: RevocationEvent): void {
    for (const l of this.live) {
      if (isRevokedBy(l.caller, event)) l.ws.close(REVOKED_CLOSE_CODE, 'session revoked');
    }
  }

  close(): void {
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
  }

  private track(ws: WebSocket, caller: Caller, token: string, share?: string): Live {
    const l: Live = { ws, caller, token, share };
    this.live.add(l);
    ws.on('close', () => this.live.delete(l));
    return l;
  }

  /** Is this a device id the caller may see (tenant, and the granted sites of a site-limited user)? */
  private async maySee(caller: Caller, deviceId: unknown): Promise<boolean> {
    return typeof deviceId === 'string' && !!deviceId && deviceId.length <= 64 && (await this.deps.maySee(caller, deviceId));
  }

  private session(ws: WebSocket, upgradeLang: Lang): void {
    let live: Live | null = null;
    let lang = upgradeLang;
    const text = (m: Message) => localize(m, lang);
    const subs = new Map<string, () => void>();
    const topicSubs = new Map<string, () => void>();
    const timer = setTimeout(() => live || ws.close(4401, 'auth timeout'), AUTH_TIMEOUT_MS);
    const forward = (msg: RealtimeMessage) => sendJson(ws, msg);
    ws.on('close', () => {
      clearTimeout(timer);
      for (const off of subs.values()) off();
      subs.clear();
      for (const off of topicSubs.values()) off();
      topicSubs.clear();
    });
    const revoked = (err: unknown) => {
      sendJson(ws, { type: 'error', message: text(err instanceof ApiError ? err.text : WS_TEXT.unauthorized) });
      ws.close(REVOKED_CLOSE_CODE, 'unauthorized');
    };
    ws.on('message', async (data) => {
      const msg = parse(data);
      if (!msg) return sendJson(ws, { type: 'error', message: text(WS_TEXT.notJson) });
      try {
        switch (msg.type) {
          case 'auth': {
            if (isLang(msg.lang)) lang = msg.lang;
            const share = typeof msg.share_id === 'string' ? msg.share_id : undefined;
            const token = String(msg.token ?? '');
            let caller: Caller;
            try {
              caller = share !== undefined ? (await this.resolveShare(share)).caller : await this.deps.resolve(token);
            } catch (err) {
              return revoked(err);
            }
            if (ws.readyState !== ws.OPEN) return;
            if (share !== undefined && !live && this.shareSockets(caller.id) >= MAX_SHARE_SOCKETS) {
              sendJson(ws, { type: 'error', message: text(WS_TEXT.tooManyViewers) });
              return ws.close(TRY_AGAIN_CLOSE_CODE, 'too many viewers');
            }
            if (live) this.live.delete(live);
            live = this.track(ws, caller, token, share);
            return sendJson(ws, { type: 'auth', ok: true });
          }
          case 'ping':
            return sendJson(ws, { type: 'pong' });
          case 'subscribe': {
            if (!live) return sendJson(ws, { type: 'error', message: text(WS_TEXT.unauthorized) });
            // The session is checked again: a revocation missed by the bus still stops new subscriptions.
            let shared: readonly string[] | null = null;
            try {
              if (live.share !== undefined) shared = (await this.resolveShare(live.share)).devices;
              else live.caller = await this.deps.resolve(live.token);
            } catch (err) {
              return revoked(err);
            }
            const id = msg.device_id as string; // checked just below: a non-string is never seen
            // A share link reads only the devices its dashboard reads now.
            if (shared ? !shared.includes(id) : !(await this.maySee(live.caller, id))) {
              return sendJson(ws, { type: 'error', device_id: id, message: text(WS_TEXT.deviceNotFound) });
            }
            if (!subs.has(id)) {
              if (subs.size >= MAX_SUBSCRIPTIONS) return sendJson(ws, { type: 'error', device_id: id, message: text(WS_TEXT.tooManySubscriptions) });
              subs.set(id, this.deps.hub.subscribe(id, forward));
            }
            sendJson(ws, { type: 'subscribed', device_id: id });
            const snap = await this.deps.snapshot(id);
            if (snap) sendJson(ws, { type: 'values', device_id: id, ts: snap.ts, values: snap.values, snapshot: true });
            return;
          }
          case 'subscribe_topic': {
            const name = String(msg.topic ?? '');
            const source = this.topics.get(name);
            if (!live || live.share !== undefined) return sendJson(ws, { type: 'error', message: text(WS_TEXT.unauthorized) });
            if (!source) return sendJson(ws, { type: 'error', topic: name, message: text(fill(WS_TEXT.unknownTopic, { topic: name })) });
            const who = live.caller;
            const push = async () => sendJson(ws, { type: 'topic', topic: name, data: await source.snapshot(who) });
            if (!topicSubs.has(name))
              topicSubs.set(
                name,
                source.watch(who, () => void push().catch((err) => this.deps.log.warn(`ws topic ${name}: ${(err as Error).message}`))),
              );
            return push();
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
        this.deps.log.warn(`ws: ${(err as Error).message}`);
        sendJson(ws, { type: 'error', message: text(WS_TEXT.internal) });
      }
    });
  }

  private shareSockets(callerId: string): number {
    let n = 0;
    for (const l of this.live) if (l.share !== undefined && l.caller.id === callerId) n++;
    return n;
  }

  private resolveShare(shareId: string): ReturnType<ShareAuth> {
    if (!this.shareAuth || !shareId || shareId.length > 64) return Promise.reject(businessError(WS_TEXT.unauthorized));
    return this.shareAuth(shareId);
  }

  /** `/ws/device/current`: first message `{device_id, token}`; then the current values and every new values object. */
  private compat(ws: WebSocket, upgradeLang: Lang): void {
    let off: (() => void) | null = null;
    ws.on('close', () => off?.());
    ws.once('message', async (data) => {
      const msg = parse(data);
      try {
        const token = String(msg?.token ?? '');
        const caller = await this.deps.resolve(token);
        const id = msg?.device_id as string; // checked just below: a non-string is never seen
        if (!(await this.maySee(caller, id))) throw businessError(WS_TEXT.deviceNotFound);
        const snap = await this.deps.snapshot(id);
        if (ws.readyState !== ws.OPEN) return; // gone while we looked: nothing to track or feed
        this.track(ws, caller, token);
        sendJson(ws, snap?.values ?? {});
        off = this.deps.hub.subscribe(id, (m) => {
          if (m.type === 'values') sendJson(ws, m.values);
        });
      } catch (err) {
        const lang = isLang(msg?.lang) ? msg.lang : upgradeLang;
        sendJson(ws, { code: 401, message: localize(err instanceof ApiError ? err.text : WS_TEXT.unauthorized, lang) });
        ws.close(REVOKED_CLOSE_CODE, 'unauthorized');
      }
    });
  }
}
