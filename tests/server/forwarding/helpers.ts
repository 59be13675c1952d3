/** A real local HTTP receiver for forwarding targets, and an MQTT subscriber on a broker. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';

export interface Receiver {
  url: string;
  /** Every message received (each POST body is a JSON array). */
  messages: unknown[];
  requests: { headers: http.IncomingHttpHeaders; body: unknown }[];
  /** Answer with this status from now on. */
  status: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const r: Receiver = {
    url: '',
    messages: [],
    requests: [],
    status: 200,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown;
      if (r.status >= 200 && r.status < 300) {
        r.requests.push({ headers: req.headers, body });
        if (Array.isArray(body)) r.messages.push(...body);
      }
      res.statusCode = r.status;
      res.end(r.status < 300 ? 'thanks' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return r;
}

/** A port nothing listens on (a target that is down). */
export async function deadPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function subscribe(url: string, topic: string, options: mqtt.IClientOptions = {}): Promise<MqttClient & { got: Array<[string, string]> }> {
  const c = mqtt.connect(url, { reconnectPeriod: 0, protocolVersion: 4, ...options }) as MqttClient & { got: Array<[string, string]> };
  c.got = [];
  c.on('message', (t, p) => c.got.push([t, p.toString()]));
  await new Promise<void>((resolve, reject) => {
    c.once('connect', () => resolve());
    c.once('error', reject);
  });
  await c.subscribeAsync(topic, { qos: 1 });
  return c;
}
