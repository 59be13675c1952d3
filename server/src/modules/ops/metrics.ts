/**
 * Prometheus metrics (`GET /metrics`, prom-client text format; docs/DEPLOY.md has the scrape config). Counters of
 * the ingest pipeline are read from its own statistics at scrape time, so the hot path pays nothing for them; the
 * batch commit and HTTP latencies are histograms observed as they happen. Each server keeps its own registry.
 *
 * Access: with TESSERA_METRICS_TOKEN set, only `Authorization: Bearer <token>`; without it, only direct loopback
 * requests (a request relayed by a reverse proxy carries X-Forwarded-For and is refused, so a proxy on the same
 * machine cannot publish the metrics by accident).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PipelineStats } from '../../ingest/ingest-pipeline';
import type { PoolUse } from '../../storage/database';

export interface MetricSources {
  ingest(): { stats: PipelineStats; queuedPoints: number } | null;
  connectedDevices(): number;
  webSocketClients(): number;
  pool(): PoolUse | null;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly commit: Histogram;
  private readonly http: Histogram<'method' | 'route' | 'status'>;

  constructor(
    private readonly sources: MetricSources,
    private readonly token?: string,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'tessera_' });
    const fromStats = (name: string, help: string, pick: (s: PipelineStats) => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          const now = sources.ingest();
          this.reset();
          if (now) this.inc(pick(now.stats));
        },
      });
    fromStats('tessera_ingest_messages_total', 'Uplink messages taken by the ingest pipeline', (s) => s.messages);
    fromStats('tessera_ingest_points_total', 'Telemetry points committed', (s) => s.points);
    fromStats('tessera_ingest_batches_total', 'Batches committed', (s) => s.batches);
    fromStats('tessera_ingest_malformed_total', 'Malformed messages or values (counted and skipped)', (s) => s.malformed);
    fromStats('tessera_ingest_dropped_total', 'Messages refused because the ingest queue was full', (s) => s.dropped);
    fromStats('tessera_ingest_failed_messages_total', 'Messages whose write failed even alone', (s) => s.failedMessages);
    new Gauge({
      name: 'tessera_ingest_queue_points',
      help: 'Points waiting to be committed',
      registers,
      collect() {
        this.set(sources.ingest()?.queuedPoints ?? 0);
      },
    });
    new Gauge({
      name: 'tessera_connected_devices',
      help: 'Device sessions this server holds or has heard (external broker)',
      registers,
      collect() {
        this.set(sources.connectedDevices());
      },
    });
    new Gauge({
      name: 'tessera_websocket_clients',
      help: 'Open browser WebSockets on this server',
      registers,
      collect() {
        this.set(sources.webSocketClients());
      },
    });
    new Gauge({
      name: 'tessera_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers,
      collect() {
        const use = sources.pool();
        if (!use) return;
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
        this.set({ state: 'max' }, use.max);
      },
    });
    this.commit = new Histogram({
      name: 'tessera_ingest_batch_commit_seconds',
      help: 'Time to commit one ingest batch',
      registers,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    });
    this.http = new Histogram({
      name: 'tessera_http_request_duration_seconds',
      help: 'HTTP latency per route',
      labelNames: ['method', 'route', 'status'],
      registers,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    });
  }

  observeCommit(seconds: number): void {
    this.commit.observe(seconds);
  }

  private allowed(req: FastifyRequest): boolean {
    if (this.token) {
      const given = Buffer.from(req.headers.authorization ?? '');
      const wanted = Buffer.from(`Bearer ${this.token}`);
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    }
    return LOOPBACK.has(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'] && !req.headers.forwarded;
  }

  register(app: FastifyInstance): void {
    app.addHook('onResponse', async (req, reply) => {
      // The route pattern, never the raw URL: ids in paths must not explode the label set.
      const route = req.routeOptions.url ?? 'unmatched';
      this.http.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
    app.get('/metrics', async (req, reply) => {
      if (!this.allowed(req)) return reply.status(this.token ? 401 : 403).send({ status: 'forbidden' });
      return reply.type(this.registry.contentType).send(await this.registry.metrics());
    });
  }
}
