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
const MAX_SUBSCRIPTIONS = 1000;
const MAX_BUFFERED = 1 << 20;
const AUTH_TIMEOUT_MS = 10_000;

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
  private readonly topics = new Map<string, TopicSource>();

  constructor(private readonly deps: WsDeps) {}

  /** Handles an HTTP upgrade; returns false when the path is not ours. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (req.url ?? '').split('?')[0];
    if (path !== WS_PATH && path !== COMPAT_PATH) return false;
    this.wss.handleUpgrade(req, socket, head, (ws) => (path === WS_PATH ? this.session(ws) : this.compat(ws)));
    return true;
  }

  registerTopic(name: string, source: TopicSource): void {
    this.topics.set(name, source);
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

  private session(ws: WebSocket): void {
    let caller: Caller | null = null;
    const subs = new Map<string, () => void>();
    const topicSubs = new Map<string, () => void>();
    const timer = setTimeout(() => caller || ws.close(4401, 'auth timeout'), AUTH_TIMEOUT_MS);
    const forward = (msg: RealtimeMessage) => sendJson(ws, msg);
    ws.on('close', () => {
      clearTimeout(timer);
      for (const off of subs.values()) off();
      subs.clear();
      for (const off of topicSubs.values()) off();
      topicSubs.clear();
    });
    ws.on('message', async (data) => {
      const msg = parse(data);
      if (!msg) return sendJson(ws, { type: 'error', message: 'message is not a JSON object' });
      try {
        switch (msg.type) {
          case 'auth': {
            caller = await this.deps.resolve(String(msg.token ?? ''));
            return sendJson(ws, { type: 'auth', ok: true });
          }
          case 'ping':
            return sendJson(ws, { type: 'pong' });
          case 'subscribe': {
            if (!caller) return sendJson(ws, { type: 'error', message: 'Unauthorized' });
            const id = msg.device_id as string;
            if (!(await this.authorize(caller, id))) return sendJson(ws, { type: 'error', device_id: id, message: '设备不存在' });
            if (!subs.has(id)) {
              if (subs.size >= MAX_SUBSCRIPTIONS) return sendJson(ws, { type: 'error', device_id: id, message: 'too many subscriptions' });
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
            if (!caller) return sendJson(ws, { type: 'error', message: 'Unauthorized' });
            if (!source) return sendJson(ws, { type: 'error', topic: name, message: 'unknown topic' });
            const who = caller;
            const push = async () => sendJson(ws, { type: 'topic', topic: name, data: await source.snapshot(who) });
            if (!topicSubs.has(name)) topicSubs.set(name, source.watch(who, () => void push().catch((err) => this.deps.log.warn(`ws topic ${name}: ${(err as Error).message}`))));
            return push();
          }
          case 'unsubscribe': {
            const id = String(msg.device_id ?? '');
            subs.get(id)?.();
            subs.delete(id);
            return sendJson(ws, { type: 'unsubscribed', device_id: id });
          }
          default:
            return sendJson(ws, { type: 'error', message: `unknown message type "${String(msg.type)}"` });
        }
      } catch (err) {
        if (msg.type === 'auth') {
          sendJson(ws, { type: 'error', message: (err as Error).message || 'Unauthorized' });
          ws.close(4401, 'unauthorized');
          return;
        }
        this.deps.log.warn(`ws: ${(err as Error).message}`);
        sendJson(ws, { type: 'error', message: 'internal error' });
      }
    });
  }

  /** `/ws/device/current`: first message `{device_id, token}`; then the current values and every new values object. */
  private compat(ws: WebSocket): void {
    let off: (() => void) | null = null;
    ws.on('close', () => off?.());
    ws.once('message', async (data) => {
      const msg = parse(data);
      try {
        const caller = await this.deps.resolve(String(msg?.token ?? ''));
        if (!(await this.authorize(caller, msg?.device_id))) throw new Error('设备不存在');
        const id = msg!.device_id as string;
        const snap = await this.deps.snapshot(id);
        sendJson(ws, snap?.values ?? {});
        off = this.deps.hub.subscribe(id, (m) => {
          if (m.type === 'values') sendJson(ws, m.values);
        });
      } catch (err) {
        sendJson(ws, { code: 401, message: (err as Error).message || 'Unauthorized' });
        ws.close(4401, 'unauthorized');
      }
    });
  }
}
