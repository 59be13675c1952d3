/**
 * The attacker's toolkit for the security suite: real WebSocket and MQTT clients against a real server, and a
 * poll-with-deadline for conditions that arrive asynchronously (no sleeps).
 */
import mqtt, { type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import type { TestServer } from '../server/helpers/test-server';

export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface WsProbe {
  ws: WebSocket;
  messages: any[];
  /** Close code once closed, else null. */
  closed: () => number | null;
  next(match: (m: any) => boolean, what: string): Promise<any>;
  send(msg: unknown): void;
}

export async function openWs(s: TestServer, path = '/api/ws'): Promise<WsProbe> {
  const ws = new WebSocket(s.url.replace(/^http/, 'ws') + path);
  const messages: any[] = [];
  let code: number | null = null;
  ws.on('message', (d) => {
    try {
      messages.push(JSON.parse(String(d)));
    } catch {
      messages.push(String(d));
    }
  });
  ws.on('close', (c) => {
    code = c;
  });
  ws.on('error', () => undefined); // the server may cut us off mid-frame; that is the point
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    closed: () => code,
    send: (msg) => ws.send(JSON.stringify(msg)),
    async next(match, what) {
      await waitFor(() => messages.some(match), what);
      return messages.find(match);
    },
  };
}

/** A `/api/ws` session, authenticated and subscribed to one device. */
export async function liveSession(s: TestServer, token: string, deviceId: string): Promise<WsProbe> {
  const p = await openWs(s);
  p.send({ type: 'auth', token });
  await p.next((m) => m.type === 'auth' && m.ok, 'ws auth');
  p.send({ type: 'subscribe', device_id: deviceId });
  await p.next((m) => m.type === 'subscribed' && m.device_id === deviceId, 'ws subscribed');
  return p;
}

export function mqttUrl(s: TestServer): string {
  return `mqtt://127.0.0.1:${s.server.mqttPort}`;
}

/** Connects a device; resolves with the client, or rejects with the broker's refusal. */
export function connectDevice(s: TestServer, token: string, opts: { clientId?: string; clean?: boolean } = {}): Promise<MqttClient> {
  const client = mqtt.connect(mqttUrl(s), {
    protocolVersion: 4,
    username: token,
    clientId: opts.clientId ?? `sec-live-${Math.random().toString(16).slice(2)}`,
    clean: opts.clean ?? true,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
  });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('error', (err) => {
      client.end(true);
      reject(err);
    });
    client.once('close', () => reject(new Error('closed before CONNACK')));
  });
}

/** A device of the demo tenant created through the API (optionally inside a site); returns id and token. */
export async function makeDevice(s: TestServer, token: string, name: string, siteId?: string): Promise<{ id: string; token: string }> {
  const o = { token, siteId };
  const project = await s.post('/business/add', { name: `${name} project` }, o);
  expect(project.code).toBe(200);
  const group = await s.post('/asset/add_only', { name: `${name} group`, parent_id: '0', business_id: project.data.id }, o);
  expect(group.code).toBe(200);
  const device = await s.post('/device/add_only', { name, asset_id: group.data.id }, o);
  expect(device.code).toBe(200);
  return { id: device.data.id, token: device.data.token };
}
