/**
 * MQTT target: one connection per target, kept open (not one per message), reconnected by the queue's retry.
 * The broker's host is resolved and checked (target-guard.ts) before each connection; TLS verifies the
 * certificate against the host name. Each message is one publish; `{device_id}` in the topic is replaced.
 * A batch is done when the broker has acknowledged every publish (QoS 1/2) or, at QoS 0, when it is written to
 * the socket; several batches may be in flight on the one connection (the queue's window).
 */
import mqtt, { type MqttClient } from 'mqtt';
import { encodePublishes } from './publish-packets';
import { resolveTarget } from './target-guard';
import { payloadText, type Outgoing, type Sender, type SendOutcome } from './sender';
import type { MqttTarget } from '../wire';

export class MqttSender implements Sender {
  private client: MqttClient | null = null;
  private connecting: Promise<MqttClient> | null = null;
  /** The batches waiting on the current connection: closing it fails them at once. */
  private readonly pending = new Set<(err: Error) => void>();
  /** Packet id → its batch's acknowledgement, for the publishes written here (QoS 1). */
  private readonly acks = new Map<number, (err?: Error) => void>();
  private lastId = 0;
  /** When the broker last acknowledged one of our publishes. */
  private lastAckAt = 0;

  constructor(
    private readonly target: MqttTarget,
    private readonly timeoutMs: number,
    private readonly allowPrivate: boolean,
  ) {}

  /** The open connection; batches in flight together share one attempt to open it. */
  private connect(): Promise<MqttClient> {
    if (this.client?.connected) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<MqttClient> {
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
    client.setMaxListeners(0);
    this.client = client;
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('error', reject);
        client.once('close', () => reject(new Error(`connection to ${this.target.host}:${this.target.port} closed`)));
      });
    } catch (err) {
      this.drop(client);
      throw err;
    }
    client.removeAllListeners('error');
    client.removeAllListeners('close');
    client.on('error', (err) => this.drop(client, err));
    // The library ignores acknowledgements of packets it did not send; these are ours.
    client.on('packetreceive', (packet) => {
      if (packet.cmd !== 'puback') return;
      const answered = this.acks.get(packet.messageId!);
      if (!answered) return;
      this.acks.delete(packet.messageId!);
      this.lastAckAt = Date.now();
      answered();
    });
    return client;
  }

  /** Closes the connection (only `which`, when given: a late failure must not close a newer connection). */
  private drop(which?: MqttClient, cause?: Error) {
    const client = this.client;
    if (!client || (which && which !== client)) return;
    this.client = null;
    const why = cause ? `: ${cause.message}` : '';
    for (const fail of [...this.pending]) fail(new Error(`connection to ${this.target.host}:${this.target.port} closed${why}`));
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end(true);
  }

  async send(items: Outgoing[]): Promise<SendOutcome> {
    let client: MqttClient | undefined;
    try {
      client = await this.connect();
      await this.publish(client, items);
      return { ok: true, answer: `published ${items.length} to ${this.target.host}:${this.target.port}` };
    } catch (err) {
      if (client) this.drop(client);
      else this.drop();
      return { ok: false, retry: true, error: (err as Error).message || String(err) };
    }
  }

  /**
   * Publishes a batch and resolves once the broker took it. QoS 0 and 1 go out as one write of ready-made packets
   * (their acknowledgements are matched here by packet id); QoS 2 takes the library's four-way handshake.
   */
  private publish(client: MqttClient, items: Outgoing[]): Promise<void> {
    const { topic, qos } = this.target;
    const perDevice = topic.includes('{device_id}');
    const topicOf = (item: Outgoing) => (perDevice ? topic.replaceAll('{device_id}', item.deviceId) : topic);
    return new Promise<void>((resolve, reject) => {
      let left = qos === 1 ? items.length : 1;
      let done = false;
      const ids: number[] = [];
      const finish = (err?: Error) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        client.off('close', closed);
        this.pending.delete(finish);
        for (const id of ids) this.acks.delete(id);
        if (err) reject(err);
        else resolve();
      };
      const closed = () => finish(new Error(`connection to ${this.target.host}:${this.target.port} closed`));
      // The time-out is for a broker that stopped answering: batches queued behind others at a slow broker (the
      // embedded one acknowledges after ingest commits) wait while acknowledgements keep coming, up to ten times it.
      const expire = () => {
        const now = Date.now();
        const quiet = now - Math.max(this.lastAckAt, startedAt);
        if (quiet < this.timeoutMs && now - startedAt < this.timeoutMs * 10) timer = setTimeout(expire, this.timeoutMs - quiet);
        else finish(new Error(`the broker did not take the messages within ${this.timeoutMs} ms`));
      };
      const startedAt = Date.now();
      let timer = setTimeout(expire, this.timeoutMs);
      client.on('close', closed);
      this.pending.add(finish);
      const answered = (err?: Error) => {
        if (err) finish(err);
        else if (--left === 0) finish();
      };
      if (qos === 2) {
        left = items.length;
        for (const item of items) client.publish(topicOf(item), payloadText(item.payload), { qos }, answered);
        return;
      }
      const entries = items.map((item) => {
        const id = qos === 1 ? this.nextId() : 0;
        if (id) {
          ids.push(id);
          this.acks.set(id, answered);
        }
        return { topic: topicOf(item), payload: payloadText(item.payload), id };
      });
      // QoS 0: taken once the socket has written it; QoS 1: once every PUBACK is in.
      client.stream.write(encodePublishes(entries, qos), (err?: Error | null) => {
        if (err) finish(err);
        else if (qos === 0) answered();
      });
    });
  }

  /** A packet identifier no publish in flight uses (1–65 535). */
  private nextId(): number {
    do this.lastId = (this.lastId % 65_535) + 1;
    while (this.acks.has(this.lastId));
    return this.lastId;
  }

  async close(): Promise<void> {
    this.drop();
  }
}
