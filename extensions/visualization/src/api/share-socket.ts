import type { RealtimeUpdate } from '@tessera/sdk';

type Listener = (update: RealtimeUpdate) => void;

/** The server's close code for a refused or revoked credential. */
export const REFUSED_CLOSE = 4401;

/** Where the tab's realtime socket lives: `/api/ws` on the page's host. */
export function shareSocketUrl(): string {
  const loc = globalThis.location;
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/api/ws`;
}

/**
 * A share page's own realtime socket (it has no session, so not the shell's `Realtime`): `{type:'auth', share_id}`
 * then one subscription per device, as on `/api/ws` (server/src/realtime/PROTOCOL.md). Updates are merged per
 * device and delivered once per animation frame. A 4401 close (link revoked, replaced, or a device removed from the
 * dashboard) calls `onRefused` and stops; other closes reconnect with backoff.
 */
export class ShareSocket {
  private socket: WebSocket | null = null;
  private authed = false;
  private stopped = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new Map<string, RealtimeUpdate>();
  private frame = false;

  constructor(
    private readonly shareId: string,
    private readonly onRefused: () => void,
    private readonly url: () => string = shareSocketUrl,
  ) {}

  subscribe(deviceId: string, listener: Listener): () => void {
    let set = this.listeners.get(deviceId);
    if (!set) {
      this.listeners.set(deviceId, (set = new Set()));
      this.send({ type: 'subscribe', device_id: deviceId });
    }
    set.add(listener);
    this.connect();
    return () => {
      set!.delete(listener);
      if (set!.size || this.listeners.get(deviceId) !== set) return;
      this.listeners.delete(deviceId);
      this.send({ type: 'unsubscribe', device_id: deviceId });
    };
  }

  dispose(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000);
    this.socket = null;
  }

  private send(frame: Record<string, unknown>): void {
    if (this.authed && this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private connect(): void {
    if (this.socket || this.timer || this.stopped) return;
    const ws = new WebSocket(this.url());
    this.socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', share_id: this.shareId }));
    ws.onmessage = (ev) => this.receive(ws, String(ev.data));
    ws.onclose = (ev) => {
      if (this.socket !== ws) return;
      this.socket = null;
      this.authed = false;
      if (this.stopped) return;
      if (ev.code === REFUSED_CLOSE) {
        this.stopped = true;
        this.onRefused();
        return;
      }
      const delay = Math.min(30_000, 500 * 2 ** this.failures++);
      this.timer = setTimeout(() => {
        this.timer = null;
        this.connect();
      }, delay);
    };
  }

  private receive(ws: WebSocket, raw: string): void {
    let m: Record<string, unknown>;
    try {
      m = JSON.parse(raw);
    } catch {
      return;
    }
    if (m.type === 'auth' && m.ok === true) {
      this.authed = true;
      this.failures = 0;
      for (const id of this.listeners.keys()) ws.send(JSON.stringify({ type: 'subscribe', device_id: id }));
      return;
    }
    const id = typeof m.device_id === 'string' ? m.device_id : '';
    const ts = typeof m.ts === 'number' ? m.ts : Date.now();
    let values: Record<string, unknown> | null = null;
    if (m.type === 'values' && m.values && typeof m.values === 'object') values = m.values as Record<string, unknown>;
    if (m.type === 'status' && typeof m.online === 'boolean') values = { SYS_ONLINE: m.online ? '1' : '0' };
    if (!id || !values || !this.listeners.has(id)) return;
    const p = this.pending.get(id);
    if (p) {
      Object.assign(p.values, values);
      p.ts = Math.max(p.ts, ts);
      p.frames!.push({ ts, values });
    } else this.pending.set(id, { deviceId: id, ts, values: { ...values }, frames: [{ ts, values }] });
    if (!this.frame) {
      this.frame = true;
      requestAnimationFrame(() => this.flush());
    }
  }

  private flush(): void {
    this.frame = false;
    const updates = [...this.pending.values()];
    this.pending.clear();
    for (const u of updates) for (const l of this.listeners.get(u.deviceId) ?? []) l(u);
  }
}
