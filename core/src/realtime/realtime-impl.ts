import { inject, injectable, optional } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { Logger, SessionStore, type Realtime, type RealtimeUpdate } from '@tessera/sdk';
import { defaultScheduleFrame, defaultSocketUrl, RealtimeConfig, type SocketLike } from './realtime-config';
import { AUTH_CLOSE_CODES, isAuthOk, parseServerFrame, parseTopicFrame, type ClientFrame, type TelemetryFrame } from './realtime-protocol';

type Listener = (update: RealtimeUpdate) => void;

/** A listener's pending delivery: the merged latest values plus every frame since its last paint. */
interface Entry {
  listener: Listener;
  pending: RealtimeUpdate | null;
}

const OPEN = 1;

/**
 * One WebSocket per tab (issue 5) multiplexing device subscriptions. A device is subscribed on the wire once,
 * whatever the number of widgets watching it (ref-counted); the socket reconnects with exponential backoff and
 * re-subscribes everything; each listener is called at most once per animation frame with the merged values.
 */
@injectable()
export class RealtimeImpl implements Realtime {
  connected = false;
  private socket: SocketLike | null = null;
  /** Subscriptions go out only after the server accepted the token (it resolves `auth` asynchronously). */
  private authed = false;
  private readonly devices = new Map<string, Set<Entry>>();
  private readonly topics = new Map<string, Set<(data: unknown) => void>>();
  private readonly topicData = new Map<string, unknown>();
  private readonly dirty = new Set<Entry>();
  private frameScheduled = false;
  private failures = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private authRefusedFor: string | null = null;
  private readonly config: Required<Omit<RealtimeConfig, 'url'>> & { url: () => string };

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Logger) @optional() private readonly logger?: Logger,
    @inject(RealtimeConfig) @optional() config: RealtimeConfig = {},
  ) {
    const url = config.url;
    this.config = {
      url: typeof url === 'function' ? url : () => url ?? defaultSocketUrl(),
      createSocket: config.createSocket ?? ((u) => new WebSocket(u) as unknown as SocketLike),
      scheduleFrame: config.scheduleFrame ?? defaultScheduleFrame,
      backoffMs: config.backoffMs ?? 500,
      maxBackoffMs: config.maxBackoffMs ?? 30_000,
      idleCloseMs: config.idleCloseMs ?? 5_000,
      maxFrames: config.maxFrames ?? 2_000,
    };
    makeObservable(this, { connected: observable });
  }

  subscribe(deviceId: string, listener: Listener): () => void {
    const entry: Entry = { listener, pending: null };
    let set = this.devices.get(deviceId);
    const first = !set;
    if (!set) this.devices.set(deviceId, (set = new Set()));
    set.add(entry);
    this.clearIdle();
    if (first) this.send({ type: 'subscribe', device_id: deviceId });
    this.ensureSocket();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.dirty.delete(entry);
      set!.delete(entry);
      if (set!.size === 0 && this.devices.get(deviceId) === set) {
        this.devices.delete(deviceId);
        this.send({ type: 'unsubscribe', device_id: deviceId });
        if (!this.wanted) this.scheduleIdleClose();
      }
    };
  }

  subscribeTopic(topic: string, listener: (data: unknown) => void): () => void {
    let set = this.topics.get(topic);
    const first = !set;
    if (!set) this.topics.set(topic, (set = new Set()));
    set.add(listener);
    this.clearIdle();
    if (first) this.send({ type: 'subscribe_topic', topic });
    else if (this.topicData.has(topic)) listener(this.topicData.get(topic));
    this.ensureSocket();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      set!.delete(listener);
      if (set!.size === 0 && this.topics.get(topic) === set) {
        // The server keeps feeding an unwanted topic until the socket closes; nothing listens meanwhile.
        this.topics.delete(topic);
        this.topicData.delete(topic);
        if (!this.wanted) this.scheduleIdleClose();
      }
    };
  }

  private get wanted(): boolean {
    return this.devices.size > 0 || this.topics.size > 0;
  }

  /** Closes the socket and forgets every subscription (logout, tests). */
  dispose(): void {
    this.topics.clear();
    this.topicData.clear();
    this.devices.clear();
    this.dirty.clear();
    this.clearIdle();
    this.closeSocket();
  }

  /** Number of devices subscribed on the wire (diagnostics, tests). */
  get deviceCount(): number {
    return this.devices.size;
  }

  private ensureSocket(): void {
    if (this.socket || this.reconnectTimer || !this.wanted) return;
    const token = this.session.token;
    if (!token || token === this.authRefusedFor) {
      // Not logged in, or this token was refused: look again later (a refresh brings a new one).
      this.scheduleReconnect();
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.config.createSocket(this.config.url());
    } catch (err) {
      this.logger?.warn?.('realtime', 'socket creation failed', err);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      // The console's language picks the language of the server's error frames.
      socket.send(JSON.stringify({ type: 'auth', token, lang: this.session.language } satisfies ClientFrame));
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      if (!this.authed) {
        if (!isAuthOk(ev.data)) return;
        this.authed = true;
        this.failures = 0;
        for (const id of this.devices.keys()) socket.send(JSON.stringify({ type: 'subscribe', device_id: id } satisfies ClientFrame));
        for (const topic of this.topics.keys()) socket.send(JSON.stringify({ type: 'subscribe_topic', topic } satisfies ClientFrame));
        this.setConnected(true);
        return;
      }
      const topic = parseTopicFrame(ev.data);
      if (topic) return this.acceptTopic(topic.topic, topic.data);
      const frame = parseServerFrame(ev.data);
      if (frame) this.accept(frame);
    };
    socket.onerror = () => {
      // The close event follows and does the reconnecting.
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.authed = false;
      this.setConnected(false);
      if (AUTH_CLOSE_CODES.includes(ev?.code)) this.authRefusedFor = token;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || !this.wanted) return;
    const base = Math.min(this.config.maxBackoffMs, this.config.backoffMs * 2 ** this.failures);
    this.failures += 1;
    // Jitter spreads a server restart's reconnect wave.
    const delay = Math.round(base * (0.75 + Math.random() * 0.5));
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.ensureSocket();
    }, delay);
  }

  private accept(frame: TelemetryFrame): void {
    const set = this.devices.get(frame.deviceId);
    if (!set) return;
    for (const entry of set) {
      const p = entry.pending;
      if (!p) {
        entry.pending = { deviceId: frame.deviceId, ts: frame.ts, values: { ...frame.values }, frames: [{ ts: frame.ts, values: frame.values }] };
      } else {
        Object.assign(p.values, frame.values);
        p.ts = Math.max(p.ts, frame.ts);
        p.frames!.push({ ts: frame.ts, values: frame.values });
        if (p.frames!.length > this.config.maxFrames) p.frames!.shift();
      }
      this.dirty.add(entry);
    }
    if (!this.frameScheduled) {
      this.frameScheduled = true;
      this.config.scheduleFrame(() => this.flush());
    }
  }

  private flush(): void {
    this.frameScheduled = false;
    const entries = [...this.dirty];
    this.dirty.clear();
    for (const entry of entries) {
      const update = entry.pending;
      entry.pending = null;
      if (!update) continue;
      try {
        entry.listener(update);
      } catch (err) {
        this.logger?.error?.('realtime', 'listener failed', err);
      }
    }
  }

  private acceptTopic(topic: string, data: unknown): void {
    const set = this.topics.get(topic);
    if (!set) return;
    this.topicData.set(topic, data);
    for (const l of set) {
      try {
        l(data);
      } catch (err) {
        this.logger?.warn?.('realtime', `topic listener for ${topic} threw`, err);
      }
    }
  }

  private send(frame: ClientFrame): void {
    if (this.socket && this.authed && this.socket.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private scheduleIdleClose(): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (!this.wanted) this.closeSocket();
    }, this.config.idleCloseMs);
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private closeSocket(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.failures = 0;
    const socket = this.socket;
    this.socket = null;
    this.authed = false;
    this.setConnected(false);
    socket?.close(1000);
  }

  private setConnected(value: boolean): void {
    if (this.connected !== value) runInAction(() => (this.connected = value));
  }
}
