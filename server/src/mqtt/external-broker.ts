/**
 * External-broker mode (TESSERA_MQTT_URL): the server is an MQTT client of an existing broker (Mosquitto, EMQX)
 * and takes device uplinks from shared subscriptions (`$share/<group>/...`), so several servers split the load.
 * Devices publish to `<uplink>/up/<token>`: the broker's ACL guarantees the token is the publisher's own
 * (see EXTERNAL-BROKER.md), and the server resolves it like the embedded broker resolves the login.
 * QoS 1: the PUBACK to the broker is held until the pipeline has committed the message. Sessions are MQTT 5 with
 * no expiry: a server that leaves takes no share of the group's traffic with it (a persistent session would keep
 * receiving its share in the broker's queue forever). On close the server unsubscribes first, then commits and
 * acknowledges what it holds, then disconnects, so a scale-down loses nothing (see EXTERNAL-BROKER.md).
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { ServerLogger } from '../logger';
import type { DeviceDirectory } from '../devices-core/device-identity';
import type { PresenceSink, UplinkSink } from '../devices-core/uplink-ports';
import type { MqttTransport } from './mqtt-transport';
import { externalSubscriptions, parseExternalUplink } from './topics';

export interface ExternalBrokerOptions {
  url: string;
  /** Shared-subscription group; every server of one deployment uses the same one. */
  group?: string;
  /** Stable per server so the broker keeps its session across restarts. */
  clientId?: string;
  /**
   * Subscriber connections of this server in the group (default 8). PUBACKs wait for the commit, so each
   * connection has at most the broker's in-flight window (Mosquitto: 20) unacknowledged; more connections, more
   * messages per batch.
   */
  connections?: number;
  directory: DeviceDirectory;
  pipeline: UplinkSink;
  presence: PresenceSink;
  log: ServerLogger;
}

type Send = (packet: { cmd: string; messageId?: number }, cb?: (err?: Error) => void, ...rest: unknown[]) => void;

/** `prefix` (TESSERA_MQTT_CLIENT_PREFIX) lets deployments sharing a broker tell their servers apart. */
export function defaultClientId(seed: string, prefix = 'tessera'): string {
  return `${prefix}-${createHash('sha1').update(`${os.hostname()}:${seed}`).digest('hex').slice(0, 12)}`;
}

export class ExternalBroker implements MqttTransport {
  readonly mode = 'external' as const;
  private clients: MqttClient[] = [];
  /** Messages received and not yet acknowledged (waiting for their batch to commit). */
  private readonly unacked = new Set<Promise<void>>();
  /** Unknown tokens and foreign topics seen (they are acknowledged and dropped). */
  readonly rejected = { unknownToken: 0, badTopic: 0 };
  private readonly seen = new Set<string>();

  constructor(private readonly opts: ExternalBrokerOptions) {}

  get port(): number {
    return Number(new URL(this.opts.url).port || 1883);
  }

  /** Every subscriber connection is up (a down one leaves its share of the group to the other servers). */
  get reachable(): boolean {
    return this.clients.length > 0 && this.clients.every((c) => c.connected);
  }

  get connectedClients(): number {
    return this.seen.size;
  }

  async start(): Promise<void> {
    const base = this.opts.clientId ?? defaultClientId(this.opts.url);
    const n = Math.max(1, this.opts.connections ?? 8);
    for (let i = 0; i < n; i++) this.clients.push(await this.connectOne(i === 0 ? base : `${base}-${i}`));
  }

  private async connectOne(clientId: string): Promise<MqttClient> {
    const { log } = this.opts;
    const group = this.opts.group ?? 'tessera';
    // Clean start and session expiry 0: the broker forgets this subscriber the moment its connection ends (a crash
    // is seen at once when the socket closes, a lost machine after 1.5 × keepalive).
    const client = mqtt.connect(this.opts.url, {
      protocolVersion: 5,
      clean: true,
      properties: { sessionExpiryInterval: 0 },
      keepalive: 10,
      clientId,
      reconnectPeriod: 2000,
      connectTimeout: 10_000,
    });
    const deferred = new Map<number, Promise<void>>();
    // mqtt.js sends the PUBACK when handleMessage calls back, and reads the next packet only then. Calling back
    // at once keeps packets flowing; the PUBACK itself is held here until the message's batch has committed.
    const send = (client as unknown as { _sendPacket: Send })._sendPacket.bind(client) as Send;
    (client as unknown as { _sendPacket: Send })._sendPacket = (packet, cb, ...rest) => {
      const wait = packet.cmd === 'puback' && packet.messageId !== undefined ? deferred.get(packet.messageId) : undefined;
      if (!wait) return send(packet, cb, ...rest);
      deferred.delete(packet.messageId!);
      cb?.();
      wait.then(
        () => send(packet),
        (err) => {
          // No PUBACK: reconnect so the broker redelivers the message from the session.
          log.error(`mqtt(external): message ${packet.messageId} not stored, reconnecting for redelivery`, err);
          client.stream?.destroy();
        },
      );
    };
    client.handleMessage = (packet, cb) => {
      const p = packet as IPublishPacket;
      const done = this.process(p.topic, p.payload as Buffer);
      this.unacked.add(done);
      done.then(
        () => this.unacked.delete(done),
        () => this.unacked.delete(done),
      );
      if (p.qos === 1 && p.messageId !== undefined) deferred.set(p.messageId, done);
      else done.catch(() => undefined);
      cb();
    };
    client.on('error', (err) => log.warn(`mqtt(external): ${err.message}`));
    client.on('connect', (ack) => {
      // mqtt.js re-subscribes by itself after a reconnect that lost the session (resubscribe: true).
      log.info(`mqtt(external): connected to ${this.opts.url}${ack.sessionPresent ? ' (session resumed)' : ''}`);
    });
    await new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(new Error(`TESSERA_MQTT_URL: cannot connect to ${this.opts.url} (${err.message})`));
      client.once('error', onError);
      client.once('connect', () => {
        client.off('error', onError);
        resolve();
      });
    });
    await client.subscribeAsync(externalSubscriptions(group), { qos: 1 });
    return client;
  }

  private async process(topic: string, payload: Buffer): Promise<void> {
    const { directory, pipeline, presence, log } = this.opts;
    const up = parseExternalUplink(topic);
    if (!up) {
      this.rejected.badTopic++;
      return;
    }
    const device = await directory.byToken(up.token);
    if (!device) {
      if (this.rejected.unknownToken++ % 100 === 0) log.warn(`mqtt(external): message for an unknown token on ${topic.replace(up.token, '<token>')}`);
      return;
    }
    this.seen.add(device.id);
    if (up.kind === 'status') {
      const text = payload.toString().trim();
      let online = text === '1' || text === 'online';
      if (text.startsWith('{')) {
        try {
          online = String(JSON.parse(text)?.status ?? JSON.parse(text)?.values?.status) === '1';
        } catch {
          online = false;
        }
      }
      presence.announce(device, online);
      return;
    }
    await pipeline.submit(device, up.kind, payload);
  }

  async publish(topic: string, payload: string | Buffer, qos: 0 | 1 = 1): Promise<void> {
    const client = this.clients[0];
    if (!client) throw new Error('mqtt client not started');
    await client.publishAsync(topic, payload, { qos });
  }

  kick(): void {
    // The broker owns device sessions; revoking a token is the broker's auth backend's job (EXTERNAL-BROKER.md).
  }

  kickTenant(): void {
    // Same: the broker's auth backend refuses a disabled tenant's devices; their messages are dropped here because
    // the directory no longer finds them (docs/realtime-revocation.md).
  }

  kickPlugin(): void {
    // Plugins log in to the external broker itself, whose auth backend decides.
  }

  /** Drains before leaving: no new messages, everything received committed and acknowledged, then disconnect. */
  async close(): Promise<void> {
    const clients = this.clients;
    this.clients = [];
    const group = this.opts.group ?? 'tessera';
    await Promise.all(clients.map((c) => (c.connected ? c.unsubscribeAsync(externalSubscriptions(group)).catch(() => undefined) : undefined)));
    while (this.unacked.size) await Promise.allSettled([...this.unacked]);
    // The PUBACKs go out on the commit's continuation; end(false) then flushes them before DISCONNECT.
    await new Promise((r) => setImmediate(r));
    await Promise.all(clients.map((c) => c.endAsync(false).catch(() => undefined)));
    await this.opts.presence.flush();
  }
}
