/**
 * Data services: a tenant's stored SELECT over the `ds_*` views, read by third parties over the open API with the
 * service's own key (same signature as open-API apps) or pushed every `time_interval` seconds to a URL and to the
 * WebSockets opened with that key. Every run
 * passes the SQL guard first and then runs read-only in the tenant (docs/data-service.md).
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { ApiError, businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import type { RequestContext } from '../../http/route';
import { fill, localize, type Lang, type LocalizedText } from '../../i18n/localized-text';
import { unixSeconds } from '../../storage/database';
import { checkWhitelist } from '../data-gateway/service';
import { admit } from '../data-gateway/request-check';
import { randomKey, type SecretBox } from '../data-gateway/secret-box';
import type { RateCounter } from '../data-gateway/rate-counter';
import type { DataServiceTable, SignatureMode } from '../data-gateway/tables';
import type { Scope } from '../devices/scope';
import { DS_MSG, WS_PUSH_MSG } from './messages';
import { checkSql, MAX_RELATIONS, trimmedSql, type GuardFailure } from './sql-guard';
import * as store from './store';
import { DATA_VIEWS } from './views';

/** Rows shown by the debug run. */
export const DEBUG_ROWS = 10;
/** Rows one open-API read or one push carries at most. */
export const MAX_ROWS = 1000;
export const SQL_TIMEOUT_MS = 3000;

export interface ServiceInput {
  name?: string;
  signature_mode?: SignatureMode;
  ip_whitelist?: string;
  data_sql?: string;
  api_flag?: string;
  time_interval?: number;
  push_url?: string;
  enable_flag?: string;
  description?: string;
  remark?: string;
}

export function serviceView(r: DataServiceTable) {
  const { secret_box: _box, ...rest } = r;
  return { ...rest, secret_key: '' };
}

function guardMessage(f: GuardFailure): LocalizedText {
  switch (f.kind) {
    case 'empty':
      return DS_MSG.guardEmpty;
    case 'multiple':
      return DS_MSG.guardMultiple;
    case 'comment':
      return DS_MSG.guardComment;
    case 'quoted':
      return DS_MSG.guardQuoted;
    case 'select':
      return DS_MSG.guardSelect;
    case 'unbalanced':
      return DS_MSG.guardUnbalanced;
    case 'relations':
      return fill(DS_MSG.guardRelations, { max: MAX_RELATIONS });
    case 'char':
      return fill(DS_MSG.guardChar, { token: f.token });
    case 'word':
      return fill(DS_MSG.guardWord, { token: f.token });
    case 'function':
      return fill(DS_MSG.guardFunction, { token: f.token });
    case 'relation':
      return fill(DS_MSG.guardRelation, { token: f.token });
    case 'qualified':
      return fill(DS_MSG.guardQualified, { token: f.token });
    case 'type':
      return fill(DS_MSG.guardType, { token: f.token });
  }
}

/** The SQL as it will run, or a 1000 naming what the guard refused. */
export function guarded(text: string): string {
  const f = checkSql(text);
  if (f) throw validationError(guardMessage(f));
  return trimmedSql(text);
}

/** Push (`api_flag` "1") needs an interval; the URL is optional, since WebSocket clients are pushed to as well. */
function checkPush(input: ServiceInput, cur?: DataServiceTable) {
  const url = input.push_url ?? cur?.push_url ?? '';
  if (url && !/^https?:\/\/[^\s]+$/i.test(url)) throw validationError(DS_MSG.badUrl);
  const flag = input.api_flag ?? cur?.api_flag ?? '0';
  if (flag === '1' && !(input.time_interval ?? cur?.time_interval)) throw validationError(DS_MSG.intervalRequired);
}

export class DataServiceService {
  constructor(
    private readonly ctx: AppContext,
    private readonly box: () => Promise<SecretBox>,
    private readonly counter: RateCounter,
  ) {}

  private readonly changeListeners = new Set<(id: string) => void>();

  /** Hears every edit and delete on this server (open WebSockets re-check their service at once). */
  onChange(listener: (id: string) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(id: string): void {
    for (const l of this.changeListeners) l(id);
  }

  private get db() {
    return this.ctx.db;
  }

  private async service(s: Scope, id: string) {
    const row = await store.findService(this.db, s.tenantId, id);
    if (!row) throw businessError(DS_MSG.notFound);
    return row;
  }

  /** Runs checked SQL in the tenant; database errors become a 400 naming the cause. */
  async run(tenantId: string, text: string, limit: number, offset = 0): Promise<Record<string, unknown>[]> {
    const query = guarded(text);
    try {
      return await store.runScoped(this.db, tenantId, query, limit, offset, SQL_TIMEOUT_MS);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      const e = err as { code?: string; message?: string };
      if (e.code === '57014') throw businessError(fill(DS_MSG.sqlTimeout, { ms: SQL_TIMEOUT_MS }));
      throw businessError(fill(DS_MSG.sqlFailed, { detail: String(e.message ?? err).slice(0, 300) }));
    }
  }

  async list(s: Scope, b: PageRequest & { name?: string }) {
    const win = pageWindow(b);
    const { total, rows } = await store.listServices(this.db, s.tenantId, b.name, win.per_page, win.offset);
    return pageOf(win, total, rows.map(serviceView));
  }

  async add(s: Scope, input: ServiceInput & { name: string; signature_mode: SignatureMode; api_flag: string }) {
    if (input.data_sql) guarded(input.data_sql);
    checkPush(input);
    const secret = randomKey();
    const row: DataServiceTable = {
      id: randomUUID(),
      tenant_id: s.tenantId,
      name: input.name,
      app_key: randomKey(),
      secret_box: (await this.box()).seal(secret),
      signature_mode: input.signature_mode,
      ip_whitelist: checkWhitelist(input.ip_whitelist) ?? '',
      data_sql: input.data_sql ?? '',
      api_flag: input.api_flag,
      time_interval: input.time_interval ?? 0,
      push_url: input.push_url ?? '',
      enable_flag: input.enable_flag ?? '0',
      description: input.description ?? '',
      remark: input.remark ?? '',
      last_push_at: 0,
      last_push_error: '',
      created_at: unixSeconds(this.ctx.clock.now()),
    };
    await store.insertService(this.db, row);
    return ok({ ...serviceView(row), secret_key: secret }, DS_MSG.added);
  }

  async edit(s: Scope, input: ServiceInput & { id: string }) {
    const cur = await this.service(s, input.id);
    if (input.data_sql) guarded(input.data_sql);
    checkPush(input, cur);
    const { id: _id, ip_whitelist, ...rest } = input;
    const patch: Partial<DataServiceTable> = { ...rest };
    const wl = checkWhitelist(ip_whitelist);
    if (wl !== undefined) patch.ip_whitelist = wl;
    await store.updateService(this.db, s.tenantId, cur.id, patch);
    this.changed(cur.id);
    return ok(serviceView(await this.service(s, cur.id)), DS_MSG.edited);
  }

  async remove(s: Scope, id: string) {
    const cur = await this.service(s, id);
    await store.deleteService(this.db, s.tenantId, cur.id);
    this.changed(cur.id);
    return ok([], DS_MSG.deleted);
  }

  /** A new secret (the old one stops at once, and the service's open WebSockets close), shown this one time. */
  async resetSecret(s: Scope, id: string) {
    const cur = await this.service(s, id);
    const secret = randomKey();
    await store.updateService(this.db, s.tenantId, cur.id, { secret_box: (await this.box()).seal(secret) });
    this.changed(cur.id);
    return ok({ ...serviceView(cur), secret_key: secret }, DS_MSG.secretReset);
  }

  /** The debug run: at most ten rows. */
  async quize(s: Scope, b: { data_sql: string }) {
    if (!b.data_sql.trim()) throw validationError(DS_MSG.sqlRequired);
    return this.run(s.tenantId, b.data_sql, DEBUG_ROWS);
  }

  /** The views a tenant's SQL may read (the same for every tenant; the scope proves a tenant caller). */
  tables(_s: Scope, lang: Lang) {
    return DATA_VIEWS.map((v) => ({ table_name: v.table_name, comment: localize(v.comment, lang) }));
  }

  fields(_s: Scope, lang: Lang, tableName: string) {
    const v = DATA_VIEWS.find((x) => x.table_name === tableName);
    if (!v) throw validationError(fill(DS_MSG.tableUnknown, { name: tableName }));
    return v.fields.map((f) => ({ field: f.field, type: f.type, comment: localize(f.comment, lang) }));
  }

  /** The open API's admission with a data service's key (the same checks and rate counter as an app's). */
  private async admitService(rctx: RequestContext): Promise<DataServiceTable> {
    const cred = await admit(rctx, this.ctx.clock.now(), this.counter, async (key) => {
      const row = await store.serviceByKey(this.db, key);
      if (!row) return undefined;
      return {
        id: `ds:${row.id}`,
        row,
        secret: async () => (await this.box()).open(row.secret_box),
        signature_mode: row.signature_mode,
        ip_whitelist: row.ip_whitelist,
        timestamp_window: 300,
        rate_limit: 600,
      };
    });
    if (cred.row.enable_flag !== '1') throw businessError(DS_MSG.disabled);
    return cred.row;
  }

  /** `/openapi/v1/data/services/http/share`: the stored SQL's rows, paged, for a caller signing with the service's key. */
  async share(rctx: RequestContext, b: PageRequest) {
    const row = await this.admitService(rctx);
    const win = pageWindow({ ...b, per_page: Math.min(b.per_page ?? b.limit ?? MAX_ROWS, MAX_ROWS) });
    return this.run(row.tenant_id, row.data_sql, win.per_page, win.offset);
  }

  /** The WebSocket handshake (ws-push.ts): admitted like `share`, and the service must push (`api_flag` "1"). */
  async admitSocket(rctx: RequestContext): Promise<DataServiceTable> {
    const row = await this.admitService(rctx);
    if (!pushes(row)) throw businessError(WS_PUSH_MSG.notPushing);
    return row;
  }
}

/** Started, `api_flag` "1" and an interval: the service pushes (to its URL when set, and to its WebSockets). */
export const pushes = (row: DataServiceTable) => row.enable_flag === '1' && row.api_flag === '1' && row.time_interval > 0;
