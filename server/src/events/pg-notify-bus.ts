/**
 * The event bus across servers sharing one PostgreSQL database: NOTIFY on a channel named after the schema (so
 * deployments and test schemas in one database never hear each other), LISTEN on one dedicated connection.
 * Local subscribers are served at once by `publish`; the echo of our own notifications is skipped by origin id.
 * The listener reconnects by itself; events sent while it was away are lost, which the token check on every
 * request and every WebSocket subscription covers (revocation is also stored in the session table).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ServerLogger } from '../logger';
import type { Db } from '../storage/database';
import { pgNotify } from '../storage/pg-notify';
import { LocalBus, type BusTopic, type BusTopics } from './event-bus';

const RECONNECT_MS = 1_000;

interface Envelope {
  origin: string;
  topic: BusTopic;
  event: unknown;
}

export class PgNotifyBus extends LocalBus {
  override readonly crossProcess = true;
  private readonly origin = randomUUID();
  private readonly channel: string;
  private listener: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly url: string,
    schema: string,
    log: ServerLogger,
  ) {
    super(log);
    this.channel = `tessera_bus:${schema}`;
  }

  /** Resolves once LISTEN is active, so nothing published after start-up is missed. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (err) => {
      this.log.warn(`event bus: listener connection lost (${err.message}); reconnecting`);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    client.on('notification', (n) => this.receive(n.payload));
    await client.connect();
    await client.query(`LISTEN "${this.channel.replace(/"/g, '""')}"`);
    this.listener = client;
  }

  private reconnect(client: pg.Client): void {
    if (this.closed || this.listener !== client) return;
    this.listener = null;
    client.end().catch(() => undefined);
    this.scheduleListen();
  }

  private scheduleListen(): void {
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.start().catch((err) => {
        this.log.warn(`event bus: cannot listen (${(err as Error).message}); retrying`);
        this.scheduleListen();
      });
    }, RECONNECT_MS);
    this.retry.unref();
  }

  private receive(payload: string | undefined): void {
    if (!payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin !== this.origin) this.deliver(envelope.topic, envelope.event);
  }

  override async publish<T extends BusTopic>(topic: T, event: BusTopics[T]): Promise<void> {
    this.deliver(topic, event);
    const payload = JSON.stringify({ origin: this.origin, topic, event } satisfies Envelope);
    await pgNotify(this.db, this.channel, payload);
  }

  override async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
    await super.close();
  }
}
