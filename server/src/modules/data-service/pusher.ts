/**
 * The push of a data service with `api_flag` "1": every `time_interval` seconds its SQL runs in its tenant (same
 * guard, read-only transaction, row cap) and the rows are POSTed as JSON to `push_url`. One server claims each push
 * when several share the database. The outcome lands in `last_push_at` / `last_push_error` (shown in the list).
 */
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/envelope';
import { fill, localize } from '../../i18n/localized-text';
import { unixSeconds } from '../../storage/database';
import { PUSH_MSG } from './messages';
import { MAX_ROWS, type DataServiceService } from './service';
import * as store from './store';

const PUSH_TIMEOUT_MS = 5000;

export class DataServicePusher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly service: DataServiceService,
    private readonly tickMs = 1000,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => {
      this.running ??= this.tick().finally(() => {
        this.running = undefined;
      });
    }, this.tickMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass: every due push, one after another. */
  async tick(): Promise<void> {
    const now = unixSeconds(this.ctx.clock.now());
    let due;
    try {
      due = await store.duePushes(this.ctx.db, now);
    } catch (err) {
      this.ctx.log.warn(`data-service push: ${String(err)}`);
      return;
    }
    for (const row of due) {
      if (!(await store.claimPush(this.ctx.db, row.tenant_id, row.id, row.last_push_at, now))) continue;
      const error = await this.pushOne(row.tenant_id, row.id, row.name, row.data_sql, row.push_url, now);
      await store.updateService(this.ctx.db, row.tenant_id, row.id, { last_push_error: error });
    }
  }

  private async pushOne(tenantId: string, id: string, name: string, query: string, url: string, now: number): Promise<string> {
    try {
      const rows = await this.service.run(tenantId, query, MAX_ROWS);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data_service_id: id, name, pushed_at: now, rows }),
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.ok ? '' : localize(fill(PUSH_MSG.httpStatus, { status: res.status }), 'en');
    } catch (err) {
      return err instanceof ApiError ? localize(err.text, 'en') : String((err as Error).message ?? err).slice(0, 300);
    }
  }
}
