/** Operation-log rows: written for every mutating call, paged by /operation/list. */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { unixSeconds } from '../../storage/database';
import { escapeLike } from '../../storage/like';

export interface OperationEntry {
  tenant_id: string | null;
  user_id: string | null;
  user_email: string;
  ip: string;
  path: string;
  code: number;
  message: string;
}

export interface OperationFilter {
  tenant_id?: string | null;
  /** Restrict to one user's own entries (TENANT_USER). */
  user_id?: string;
  user?: string;
  path?: string;
  ip?: string;
  start_time?: number;
  end_time?: number;
}

/** Writes log rows without holding up the reply; `flush()` waits for the pending writes (shutdown, tests). */
export class OperationLogWriter {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly ctx: AppContext) {}

  record(entry: OperationEntry): void {
    const write = this.ctx.db
      .insertInto('operation_log')
      .values({ id: randomUUID(), method: 'POST', created_at: unixSeconds(this.ctx.clock.now()), ...entry, message: entry.message.slice(0, 500) })
      .execute()
      .then(
        () => undefined,
        (err) => this.ctx.log.error('operation log write failed', err),
      );
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}

export async function listOperations(ctx: AppContext, filter: OperationFilter, offset: number, limit: number) {
  let q = ctx.db.selectFrom('operation_log');
  if (filter.tenant_id !== undefined) q = filter.tenant_id === null ? q.where('tenant_id', 'is', null) : q.where('tenant_id', '=', filter.tenant_id);
  if (filter.user_id) q = q.where('user_id', '=', filter.user_id);
  if (filter.user) q = q.where('user_email', 'ilike', `%${escapeLike(filter.user)}%`);
  if (filter.path) q = q.where('path', 'ilike', `%${escapeLike(filter.path)}%`);
  if (filter.ip) q = q.where('ip', 'ilike', `%${escapeLike(filter.ip)}%`);
  if (filter.start_time !== undefined) q = q.where('created_at', '>=', filter.start_time);
  if (filter.end_time !== undefined) q = q.where('created_at', '<=', filter.end_time);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['id', 'tenant_id', 'user_id', 'user_email', 'ip', 'method', 'path', 'code', 'message', 'created_at'])
    .orderBy('seq', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const tenantIds = [...new Set(rows.map((r) => r.tenant_id).filter((id): id is string => !!id))];
  const tenants = tenantIds.length ? await ctx.db.selectFrom('tenant').select(['id', 'name']).where('id', 'in', tenantIds).execute() : [];
  const names = new Map(tenants.map((t) => [t.id, t.name]));
  return { total: Number(total.n), rows: rows.map((r) => ({ ...r, tenant_name: r.tenant_id ? (names.get(r.tenant_id) ?? null) : null })) };
}
