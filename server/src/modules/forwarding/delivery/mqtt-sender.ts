/**
 * MQTT target: one connection per target, kept open (not one per message), reconnected by the queue's retry.
 * The broker's host is resolved and checked (target-guard.ts) before each connection; TLS verifies the
 * certificate against the host name. Each message is one publish; `{device_id}` in the topic is replaced.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { resolveTarget } from './target-guard';
import { payloadText, type Outgoing, type Sender, type SendOutcome } from './sender';
import type { MqttTarget } from '../wire';

export class MqttSender implements Sender {
  private client: MqttClient | null = null;

  constructor(
    private readonly target: MqttTarget,
    private readonly timeoutMs: number,
    private readonly allowPrivate: boolean,
  ) {}

  private async connect(): Promise<MqttClient> {
    if (this.client?.connected) return this.client;
    this.drop();
    const address = await resolveTarget(this.target.host, this.allowPrivate);
    const client = mqtt.connect({
      host: address,
      port: this.target.port,
      protocol: this.target.tls ? 'mqtts' : 'mqtt',
      servername: this.target.tls ? this.target.host : undefined,
      username: this.target.username || undefined,
      password: this.target.password || undefined,
      clientId: this.target.client_id,
      protocolVersion: 4,
      reconnectPeriod: 0,
      connectTimeout: this.timeoutMs,
      queueQoSZero: false,
      rejectUnauthorized: true,
    });
    this.client = client;
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('error', reject);
      client.once('close', () => reject(new Error(`connection to ${this.target.host}:${this.target.port} closed`)));
    });
    client.removeAllListeners('error');
    client.on('error', () => this.drop());
    return client;
  }

  private drop() {
    if (this.client) {
      this.client.removeAllListeners();
      this.client.on('error', () => undefined);
      this.client.end(true);
      this.client = null;
    }
  }

  async send(items: Outgoing[]): Promise<SendOutcome> {
    try {
      const client = await this.connect();
      const sent = Promise.all(
        items.map((i) => client.publishAsync(this.target.topic.replaceAll('{device_id}', i.deviceId), payloadText(i.payload), { qos: this.target.qos })),
      );
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the broker did not take the messages within ${this.timeoutMs} ms`)), this.timeoutMs);
      });
      try {
        await Promise.race([sent, late]);
      } finally {
        clearTimeout(timer);
      }
      return { ok: true, answer: `published ${items.length} to ${this.target.host}:${this.target.port}` };
    } catch (err) {
      this.drop();
      return { ok: false, retry: true, error: (err as Error).message || String(err) };
    }
  }

  async close(): Promise<void> {
    this.drop();
  }
}
