import 'reflect-metadata';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reaction } from 'mobx';
import { WebSocket as WsClient, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import type { RealtimeUpdate, SessionStore } from '@tessera/sdk';
import { RealtimeImpl } from '../../../core/src/realtime/realtime-impl';
import type { RealtimeConfig, SocketLike } from '../../../core/src/realtime/realtime-config';

/** A real `ws` server on a random port that records every frame each connection sends. */
class TestServer {
  readonly wss = new WebSocketServer({ port: 0 });
  readonly connections: { socket: ServerSocket; frames: any[] }[] = [];
  acceptAuth = true;
  constructor() {
    this.wss.on('connection', (socket) => {
      const conn = { socket, frames: [] as any[] };
      this.connections.push(conn);
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data));
        conn.frames.push(frame);
        // Like server/src/realtime/ws-gateway.ts: the token is checked asynchronously, then acknowledged.
        if (frame.type === 'auth' && this.acceptAuth) setTimeout(() => socket.send(JSON.stringify({ type: 'auth', ok: true })), 5);
      });
    });
  }
  get url() {
    return `ws://127.0.0.1:${(this.wss.address() as AddressInfo).port}/api/ws`;
  }
  get last() {
    return this.connections.at(-1)!;
  }
  push(deviceId: string, ts: number, values: Record<string, unknown>) {
    this.last.socket.send(JSON.stringify({ type: 'values', device_id: deviceId, ts, values }));
  }
  close() {
    for (const c of this.connections) c.socket.terminate();
    return new Promise<void>((r) => this.wss.close(() => r()));
  }
}

let server: TestServer;
let frames: (() => void)[];
let session: { token: string | null; language: string };
let rt: RealtimeImpl;

function make(config: RealtimeConfig = {}) {
  rt = new RealtimeImpl(session as unknown as SessionStore, undefined, {
    url: server.url,
    // The `ws` client (Node 20 has no global WebSocket, and jsdom's clashes with undici's events).
    createSocket: (u) => new WsClient(u) as unknown as SocketLike,
    scheduleFrame: (cb) => frames.push(cb),
    backoffMs: 20,
    maxBackoffMs: 100,
    idleCloseMs: 50,
    ...config,
  });
  return rt;
}

/** Runs the pending animation frame(s). */
function paint() {
  frames.splice(0).forEach((cb) => cb());
}

beforeEach(() => {
  server = new TestServer();
  frames = [];
  session = { token: 'user-jwt', language: 'ch' };
});

afterEach(async () => {
  rt?.dispose();
  await server.close();
});

describe('RealtimeImpl', () => {
  it('opens one socket, authenticates first and subscribes each device once however many listeners', async () => {
    make();
    const stopA1 = rt.subscribe('dev-a', () => {});
    const stopA2 = rt.subscribe('dev-a', () => {});
    rt.subscribe('dev-b', () => {});
    await vi.waitFor(() => expect(server.last?.frames.length).toBe(3));
    expect(server.connections).toHaveLength(1);
    expect(server.last.frames[0]).toEqual({ type: 'auth', token: 'user-jwt', lang: 'ch' });
    expect(server.last.frames.slice(1)).toEqual([
      { type: 'subscribe', device_id: 'dev-a' },
      { type: 'subscribe', device_id: 'dev-b' },
    ]);
    expect(rt.connected).toBe(true);

    stopA1();
    stopA1(); // a second call is harmless
    await new Promise((r) => setTimeout(r, 30));
    expect(server.last.frames).toHaveLength(3);
    stopA2();
    await vi.waitFor(() => expect(server.last.frames.at(-1)).toEqual({ type: 'unsubscribe', device_id: 'dev-a' }));
    expect(server.connections).toHaveLength(1);
  });

  it('delivers at most once per frame per listener, merging values and keeping every frame', async () => {
    make();
    const a: RealtimeUpdate[] = [];
    const b: RealtimeUpdate[] = [];
    const other: RealtimeUpdate[] = [];
    rt.subscribe('dev-a', (u) => a.push(u));
    rt.subscribe('dev-a', (u) => b.push(u));
    rt.subscribe('dev-b', (u) => other.push(u));
    await vi.waitFor(() => expect(server.last?.frames.length).toBe(3));

    const base = 1_700_000_000_000_000; // µs (16 digits)
    for (let i = 0; i < 5; i++) server.push('dev-a', base + i * 1000, i === 2 ? { temp: 20 + i, hum: 50 } : { temp: 20 + i });
    await vi.waitFor(() => expect(frames.length).toBe(1));
    // Only one frame is requested however many messages arrive before it.
    await new Promise((r) => setTimeout(r, 20));
    expect(frames).toHaveLength(1);
    expect(a).toHaveLength(0);

    paint();
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(other).toHaveLength(0);
    expect(a[0].values).toEqual({ temp: 24, hum: 50 });
    expect(a[0].ts).toBe(1_700_000_000_004);
    expect(a[0].frames!.map((f) => f.values.temp)).toEqual([20, 21, 22, 23, 24]);

    server.push('dev-a', base + 9000, { temp: 30 });
    await vi.waitFor(() => expect(frames.length).toBe(1));
    paint();
    expect(a).toHaveLength(2);
    expect(a[1].values).toEqual({ temp: 30 });
    expect(a[1].frames).toHaveLength(1);
  });

  it('drops updates for a listener that unsubscribed before the frame', async () => {
    make();
    const seen: RealtimeUpdate[] = [];
    const stop = rt.subscribe('dev-a', (u) => seen.push(u));
    rt.subscribe('dev-a', () => {});
    await vi.waitFor(() => expect(server.last?.frames.length).toBe(2));
    server.push('dev-a', Date.now(), { v: 1 });
    await vi.waitFor(() => expect(frames.length).toBe(1));
    stop();
    paint();
    expect(seen).toHaveLength(0);
  });

  it('reconnects with backoff after the connection drops and re-subscribes everything', async () => {
    make();
    rt.subscribe('dev-a', () => {});
    rt.subscribe('dev-b', () => {});
    await vi.waitFor(() => expect(server.last?.frames.length).toBe(3));
    const states: boolean[] = [];
    const stopWatch = reaction(
      () => rt.connected,
      (v) => states.push(v),
    );
    session.token = 'refreshed-jwt';
    server.last.socket.terminate();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    await vi.waitFor(() => expect(server.last.frames.length).toBe(3));
    expect(server.last.frames[0]).toEqual({ type: 'auth', token: 'refreshed-jwt', lang: 'ch' });
    expect(
      server.last.frames
        .slice(1)
        .map((f) => f.device_id)
        .sort(),
    ).toEqual(['dev-a', 'dev-b']);
    expect(states).toEqual([false, true]);
    stopWatch();

    const got: RealtimeUpdate[] = [];
    rt.subscribe('dev-a', (u) => got.push(u));
    server.push('dev-a', 1_700_000_000, { v: 7 });
    await vi.waitFor(() => expect(frames.length).toBe(1));
    paint();
    expect(got[0]).toMatchObject({ deviceId: 'dev-a', ts: 1_700_000_000_000, values: { v: 7 } });
  });

  it('does not hammer the server with a refused token, and retries once the session has a new one', async () => {
    server.acceptAuth = false;
    server.wss.on('connection', (socket) => socket.once('message', () => socket.close(4401, 'token')));
    make();
    rt.subscribe('dev-a', () => {});
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 250));
    expect(server.connections).toHaveLength(1);
    session.token = 'new-jwt';
    await vi.waitFor(() => expect(server.connections.length).toBeGreaterThanOrEqual(2), { timeout: 2000 });
  });

  it('closes the socket once nothing is subscribed for a while, and reopens on the next subscription', async () => {
    make();
    const stop = rt.subscribe('dev-a', () => {});
    await vi.waitFor(() => expect(rt.connected).toBe(true));
    const closed = new Promise((r) => server.last.socket.once('close', r));
    stop();
    await closed;
    expect(rt.connected).toBe(false);
    rt.subscribe('dev-c', () => {});
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    await vi.waitFor(() =>
      expect(server.last.frames).toEqual([
        { type: 'auth', token: 'user-jwt', lang: 'ch' },
        { type: 'subscribe', device_id: 'dev-c' },
      ]),
    );
  });

  it('sends no subscription before the server accepted the token', async () => {
    server.acceptAuth = false;
    make();
    rt.subscribe('dev-a', () => {});
    await vi.waitFor(() => expect(server.last?.frames).toEqual([{ type: 'auth', token: 'user-jwt', lang: 'ch' }]));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.last.frames).toHaveLength(1);
    expect(rt.connected).toBe(false);
    server.last.socket.send(JSON.stringify({ type: 'auth', ok: true }));
    await vi.waitFor(() => expect(server.last.frames[1]).toEqual({ type: 'subscribe', device_id: 'dev-a' }));
    expect(rt.connected).toBe(true);
  });

  it('keeps no socket without a session token', async () => {
    session.token = null;
    make();
    rt.subscribe('dev-a', () => {});
    await new Promise((r) => setTimeout(r, 80));
    expect(server.connections).toHaveLength(0);
    session.token = 'late-jwt';
    await vi.waitFor(() => expect(server.connections).toHaveLength(1), { timeout: 2000 });
  });

  it('follows a topic: subscribes once on the socket, hands each listener the data (late ones the last), re-subscribes after a drop', async () => {
    make();
    const a: unknown[] = [];
    rt.subscribeTopic('alerts', (d) => a.push(d));
    await vi.waitFor(() =>
      expect(server.last?.frames).toEqual([
        { type: 'auth', token: 'user-jwt', lang: 'ch' },
        { type: 'subscribe_topic', topic: 'alerts' },
      ]),
    );
    server.last.socket.send(JSON.stringify({ type: 'topic', topic: 'alerts', data: { unprocessed: 2 } }));
    server.last.socket.send(JSON.stringify({ type: 'topic', topic: 'other', data: { unprocessed: 9 } }));
    await vi.waitFor(() => expect(a).toEqual([{ unprocessed: 2 }]));
    const b: unknown[] = [];
    const stopB = rt.subscribeTopic('alerts', (d) => b.push(d));
    expect(b).toEqual([{ unprocessed: 2 }]);
    expect(server.last.frames).toHaveLength(2);
    stopB();
    server.last.socket.terminate();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2), { timeout: 2000 });
    await vi.waitFor(() =>
      expect(server.last.frames).toEqual([
        { type: 'auth', token: 'user-jwt', lang: 'ch' },
        { type: 'subscribe_topic', topic: 'alerts' },
      ]),
    );
  });
});
