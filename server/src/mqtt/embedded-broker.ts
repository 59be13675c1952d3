/**
 * The embedded broker (aedes 1.2, MQTT 3.1.1). A device logs in with its token as username (its password only if
 * it has one); it may publish to the uplink topics only and subscribe to its own downlink topics only.
 * QoS 1 durability: aedes sends PUBACK after `authorizePublish` calls back, so we call back once the pipeline has
 * committed the message's points.
 * A protocol plugin logs in as `plugin:<protocol_type>` with its secret as password; it may subscribe only under its
 * `sub_topic_prefix` (where its devices' downlinks go) and publish only its devices' uplinks, `<uplink topic>/<token>`
 * (one connection for all its devices). Its publish is the device's own as far as ingest goes (same pipeline, same
 * PUBACK-after-commit and QoS 0 back-pressure), but it does not make the device connected: the plugin's connection is
 * not the device's.
 * A client id belongs to the device that first used it while its session lives (connected, or persistent with
 * clean session false): another device using it is refused (identifier rejected), so it can neither drop the owner
 * nor inherit its subscriptions and queued QoS 1 commands.
 */
import net from 'node:net';
import { Aedes, type AedesOptions, type Client } from 'aedes';
import type { ServerLogger } from '../logger';
import type { DeviceDirectory, DeviceIdentity } from '../devices-core/device-identity';
import type { PresenceSink, UplinkSink } from '../devices-core/uplink-ports';
import { ConfigError } from '../config';
import type { MqttTransport } from './mqtt-transport';
import { maySubscribe, parsePluginUplink, uplinkKind } from './topics';
import { pluginServes } from '../devices-core/plugin-scope';

/** Checks a protocol plugin's broker login; null = refused. */
export interface PluginBrokerAccess {
  brokerLogin(protocolType: string, secret: string): Promise<{ prefix: string } | null>;
}

export const PLUGIN_USERNAME_PREFIX = 'plugin:';

export interface EmbeddedBrokerOptions {
  host: string;
  port: number;
  directory: DeviceDirectory;
  pipeline: UplinkSink;
  presence: PresenceSink;
  log: ServerLogger;
  plugins?: PluginBrokerAccess;
}

type DeviceClient = Client & { device?: DeviceIdentity; counted?: boolean; pluginPrefix?: string; pluginUser?: string; pluginType?: string };
type Publish = Parameters<NonNullable<AedesOptions['authorizePublish']>>[1] & { clientId?: string };
type Done = (err: Error | null) => void;

const IDENTIFIER_REJECTED = 2;
const BAD_USERNAME_OR_PASSWORD = 4;
const NOT_AUTHORIZED = 5;

function authError(message: string, returnCode: number) {
  return Object.assign(new Error(message), { returnCode }) as Error & { returnCode: number };
}

export class EmbeddedBroker implements MqttTransport {
  readonly mode = 'embedded' as const;
  private broker: Aedes | null = null;
  private server: net.Server | null = null;
  private readonly byDevice = new Map<string, Set<DeviceClient>>();
  /** Client id → the device whose session it names. */
  private readonly sessionOwner = new Map<string, string>();
  private readonly pluginClients = new Set<DeviceClient>();
  private boundPort = 0;

  constructor(private readonly opts: EmbeddedBrokerOptions) {}

  get reachable(): boolean {
    return this.server?.listening === true;
  }

  get port(): number {
    return this.boundPort;
  }

  get connectedClients(): number {
    return this.broker?.connectedClients ?? 0;
  }

  async start(): Promise<void> {
    const { directory, pipeline, presence, log } = this.opts;
    const options: AedesOptions = {
      authenticate: (client, username, password, done) => {
        if (!username) return done(authError('token required', NOT_AUTHORIZED), false);
        // Checked before devices: a device whose token looks like a plugin login cannot lock the plugin out.
        if (this.opts.plugins && username.startsWith(PLUGIN_USERNAME_PREFIX)) return this.pluginLogin(client as DeviceClient, username, password, done);
        directory.byToken(username).then(
          (device) => {
            if (!device) return done(authError('unknown token', NOT_AUTHORIZED), false);
            if (device.password && device.password !== (password ? password.toString() : '')) {
              return done(authError('bad password', BAD_USERNAME_OR_PASSWORD), false);
            }
            const owner = this.sessionOwner.get(client.id);
            if (owner && owner !== device.id) {
              log.warn(`mqtt: device ${device.id} tried the client id of device ${owner}; refused`);
              return done(authError('client id belongs to another device', IDENTIFIER_REJECTED), false);
            }
            this.sessionOwner.set(client.id, device.id);
            (client as DeviceClient).device = device;
            done(null, true);
          },
          (err) => done(Object.assign(err as Error, { returnCode: 3 }) as never, false),
        );
      },
      authorizePublish: (client, packet: Publish, done) => {
        if (!client) return done(null); // the server's own downlinks
        // Marks the publisher, so that authorizeForward keeps it from subscribers.
        packet.clientId = client.id;
        if ((client as DeviceClient).pluginType !== undefined) return this.pluginPublish(client as DeviceClient, packet, done);
        const device = (client as DeviceClient).device;
        const kind = uplinkKind(packet.topic);
        if (!device || !kind) {
          log.warn(`mqtt: device ${device?.id ?? '?'} may not publish to "${packet.topic}"; disconnecting`);
          return done(new Error('topic not allowed'));
        }
        // Uplinks are data for the server, not state to retain in the broker.
        packet.retain = false;
        // Looked up again (cached): a device deleted or of a tenant disabled since it connected is refused.
        const committed = directory.byToken(device.token).then((current) => {
          if (current?.id !== device.id) throw new Error('device no longer accepted');
          return pipeline.submit(current, kind, packet.payload as Buffer);
        });
        this.settle(device.id, packet, committed, done);
      },
      authorizeSubscribe: (client, sub, done) => {
        const device = (client as DeviceClient).device;
        if (device && maySubscribe(device.token, sub.topic)) return done(null, sub);
        const prefix = (client as DeviceClient).pluginPrefix;
        if (prefix && sub.topic.startsWith(prefix)) return done(null, sub);
        log.debug(`mqtt: device ${device?.id ?? '?'} may not subscribe to "${sub.topic}"`);
        done(null, null);
      },
      // Subscribers get the server's downlinks only, never a client's publish: a plugin's uplink topic
      // (`device/attributes/<token>`) is also that device's downlink topic.
      authorizeForward: (_client, packet) => ((packet as Publish).clientId ? null : packet),
    };
    const broker = await Aedes.createBroker(options);
    broker.on('client', (client: DeviceClient) => {
      if (client.pluginType !== undefined) this.pluginClients.add(client);
      if (!client.device) return;
      client.counted = true;
      this.sessionOwner.set(client.id, client.device.id);
      let set = this.byDevice.get(client.device.id);
      if (!set) this.byDevice.set(client.device.id, (set = new Set()));
      set.add(client);
      presence.connected(client.device);
    });
    broker.on('clientDisconnect', (client: DeviceClient) => {
      this.pluginClients.delete(client);
      if (client.pluginUser && client.clean && this.sessionOwner.get(client.id) === client.pluginUser) this.sessionOwner.delete(client.id);
      if (!client.device || !client.counted) return;
      client.counted = false;
      const set = this.byDevice.get(client.device.id);
      set?.delete(client);
      if (set && !set.size) this.byDevice.delete(client.device.id);
      // A clean session ends with its connection (a reconnect of the same device binds the id again on 'client').
      if (client.clean && this.sessionOwner.get(client.id) === client.device.id) this.sessionOwner.delete(client.id);
      presence.disconnected(client.device);
    });
    broker.on('clientError', (client, err) => log.debug(`mqtt: client ${client?.id} error: ${err.message}`));
    broker.on('connectionError', (client, err) => log.debug(`mqtt: connection error before CONNECT: ${err.message}`));
    this.broker = broker;
    await presence.resetAll();
    const server = net.createServer(broker.handle as (socket: net.Socket) => void);
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) => {
        reject(err.code === 'EADDRINUSE' ? new ConfigError('TESSERA_MQTT_PORT', `port ${this.opts.port} on ${this.opts.host} is already in use`) : err);
      });
      server.listen(this.opts.port, this.opts.host, () => resolve());
    });
    server.on('error', (err) => log.error('mqtt: listener error', err));
    this.server = server;
    this.boundPort = (server.address() as net.AddressInfo).port;
    log.info(`mqtt: embedded broker listening on ${this.opts.host}:${this.boundPort}`);
  }

  private pluginLogin(
    client: DeviceClient,
    username: string,
    password: Readonly<Buffer> | undefined,
    done: (err: (Error & { returnCode: number }) | null, ok: boolean) => void,
  ): void {
    const owner = this.sessionOwner.get(client.id);
    if (owner && owner !== username) return done(authError('client id belongs to another client', IDENTIFIER_REJECTED), false);
    this.opts.plugins!.brokerLogin(username.slice(PLUGIN_USERNAME_PREFIX.length), password ? password.toString() : '').then(
      (login) => {
        if (!login) return done(authError('bad plugin credential', BAD_USERNAME_OR_PASSWORD), false);
        client.pluginPrefix = login.prefix;
        client.pluginUser = username;
        client.pluginType = username.slice(PLUGIN_USERNAME_PREFIX.length);
        this.sessionOwner.set(client.id, username);
        done(null, true);
      },
      (err) => done(Object.assign(err as Error, { returnCode: 3 }), false),
    );
  }

  /**
   * A plugin's uplink for one of its devices. Anything else (another topic, an unknown token, another protocol's
   * device, a device of a disabled tenant) is refused alike, as a device's forbidden publish is: MQTT 3.1.1 has no
   * negative PUBACK, so the plugin is disconnected and learns nothing about the token.
   */
  private pluginPublish(client: DeviceClient, packet: Publish, done: Done): void {
    const { pipeline, log } = this.opts;
    const refuse = () => {
      log.warn(`mqtt: plugin ${client.pluginType} may not publish to "${packet.topic}"; disconnecting`);
      done(new Error('topic not allowed'));
    };
    const up = parsePluginUplink(packet.topic);
    if (!up) return refuse();
    packet.retain = false;
    // Checked before `done` even at QoS 0 (cached, like the device lookups): a refusal must refuse.
    this.pluginDevice(client.pluginType!, up.token).then(
      (device) => (device ? this.settle(device.id, packet, pipeline.submit(device, up.kind, packet.payload as Buffer), done) : refuse()),
      (err) => done(err as Error),
    );
  }

  /**
   * The device behind a plugin's token if the plugin serves it. The directory's cache answers (a device edited or
   * deleted on this server is dropped from it at once, elsewhere within its TTL); a pre-registered token is not
   * activated by a plugin.
   */
  private async pluginDevice(protocolType: string, token: string): Promise<DeviceIdentity | null> {
    const { directory } = this.opts;
    const device = await directory.byToken(token, { activate: false });
    return device && (await pluginServes(protocolType, device, (id) => directory.byId(id))) ? device : null;
  }

  /** QoS 1: PUBACK once the points are committed. QoS 0: at once, or once the pipeline has room (back-pressure). */
  private settle(deviceId: string, packet: Publish, committed: Promise<void>, done: Done): void {
    const { pipeline, log } = this.opts;
    if (packet.qos === 0) {
      committed.catch((err) => log.debug(`mqtt: QoS 0 message of ${deviceId} not stored: ${(err as Error).message}`));
      // aedes reads this connection again only once `done` is called: under pressure, not before there is room.
      const room = pipeline.room?.();
      if (room) void room.then(() => done(null));
      else done(null);
      return;
    }
    committed.then(
      () => done(null),
      (err) => done(err as Error),
    );
  }

  publish(topic: string, payload: string | Buffer, qos: 0 | 1 = 1): Promise<void> {
    const broker = this.broker;
    if (!broker) return Promise.reject(new Error('broker not started'));
    return new Promise((resolve, reject) => {
      broker.publish(
        { cmd: 'publish', topic, payload: Buffer.isBuffer(payload) ? payload : Buffer.from(payload), qos, retain: false, dup: false } as never,
        (err?: Error) => (err ? reject(err) : resolve()),
      );
    });
  }

  kick(deviceId: string): void {
    for (const client of this.byDevice.get(deviceId) ?? []) client.close();
  }

  kickTenant(tenantId: string): void {
    for (const clients of this.byDevice.values()) {
      for (const client of clients) if (client.device?.tenantId === tenantId) client.close();
    }
  }

  kickPlugin(protocolType: string): void {
    for (const client of this.pluginClients) if (client.pluginType === protocolType) client.close();
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) {
      server.close();
    }
    const broker = this.broker;
    this.broker = null;
    if (broker) await new Promise<void>((resolve) => broker.close(() => resolve()));
    await this.opts.presence.flush();
  }
}
