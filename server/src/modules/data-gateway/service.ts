/**
 * Open-API apps of a tenant: name, generated app key and secret (shown once, kept encrypted), signature mode, IP
 * whitelist, device and API scope, rate limit and timestamp window. The calls the apps make are OpenApiService's.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { fill } from '../../i18n/localized-text';
import { unixSeconds } from '../../storage/database';
import type { Scope } from '../devices/scope';
import { OPEN_APIS, OPEN_API_IDS } from './apis';
import { GATEWAY_MSG } from './messages';
import { randomKey, type SecretBox } from './secret-box';
import { badWhitelistEntry } from './signature';
import * as store from './store';
import type { OpenApiAppTable, SignatureMode } from './tables';

export interface AppInput {
  name?: string;
  signature_mode?: SignatureMode;
  ip_whitelist?: string;
  device_access_scope?: string;
  api_access_scope?: string;
  device_ids?: string[];
  api_ids?: string[];
  rate_limit?: number;
  timestamp_window?: number;
  description?: string;
}

/** What the console sees of an app: never the secret (it is returned once, by add and by the secret reset). */
export function appView(r: OpenApiAppTable) {
  const { secret_box: _box, ...rest } = r;
  return { ...rest, secret_key: '', device_ids: JSON.parse(r.device_ids) as string[], api_ids: JSON.parse(r.api_ids) as string[] };
}

/** The IP whitelist of a form: `|`-separated addresses or CIDR ranges, every one valid. */
export function checkWhitelist(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const bad = badWhitelistEntry(text);
  if (bad !== null) throw validationError(fill(GATEWAY_MSG.badIp, { ip: bad }));
  return text
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean)
    .join('|');
}

export class GatewayService {
  constructor(
    private readonly ctx: AppContext,
    private readonly box: () => Promise<SecretBox>,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private async app(s: Scope, id: string) {
    const row = await store.findApp(this.db, s.tenantId, id);
    if (!row) throw businessError(GATEWAY_MSG.notFound);
    return row;
  }

  private async scopeLists(s: Scope, input: AppInput): Promise<Partial<OpenApiAppTable>> {
    const out: Partial<OpenApiAppTable> = {};
    if (input.device_ids) {
      const ids = [...new Set(input.device_ids)];
      const known = new Set(await store.tenantDeviceIds(this.db, s.tenantId, ids));
      const unknown = ids.find((d) => !known.has(d));
      if (unknown !== undefined) throw validationError(fill(GATEWAY_MSG.unknownDevice, { id: unknown }));
      out.device_ids = JSON.stringify(ids);
    }
    if (input.api_ids) {
      const ids = [...new Set(input.api_ids)];
      const unknown = ids.find((a) => !OPEN_API_IDS.has(a));
      if (unknown !== undefined) throw validationError(fill(GATEWAY_MSG.unknownApi, { id: unknown }));
      out.api_ids = JSON.stringify(ids);
    }
    return out;
  }

  async list(s: Scope, b: PageRequest & { name?: string }) {
    const win = pageWindow(b);
    const { total, rows } = await store.listApps(this.db, s.tenantId, b.name, win.per_page, win.offset);
    return pageOf(win, total, rows.map(appView));
  }

  apis() {
    return OPEN_APIS;
  }

  async add(s: Scope, input: AppInput & { name: string; signature_mode: SignatureMode; device_access_scope: string; api_access_scope: string }) {
    const secret = randomKey();
    const row: OpenApiAppTable = {
      id: randomUUID(),
      tenant_id: s.tenantId,
      name: input.name,
      app_key: randomKey(),
      secret_box: (await this.box()).seal(secret),
      signature_mode: input.signature_mode,
      ip_whitelist: checkWhitelist(input.ip_whitelist) ?? '',
      device_access_scope: input.device_access_scope,
      api_access_scope: input.api_access_scope,
      device_ids: '[]',
      api_ids: '[]',
      rate_limit: input.rate_limit ?? 600,
      timestamp_window: input.timestamp_window ?? 300,
      description: input.description ?? '',
      created_at: unixSeconds(this.ctx.clock.now()),
      ...(await this.scopeLists(s, input)),
    };
    await store.insertApp(this.db, row);
    return ok({ ...appView(row), secret_key: secret }, GATEWAY_MSG.added);
  }

  async edit(s: Scope, input: AppInput & { id: string }) {
    const cur = await this.app(s, input.id);
    const { id: _id, device_ids: _d, api_ids: _a, ip_whitelist, ...rest } = input;
    const patch: Partial<OpenApiAppTable> = { ...rest, ...(await this.scopeLists(s, input)) };
    const wl = checkWhitelist(ip_whitelist);
    if (wl !== undefined) patch.ip_whitelist = wl;
    await store.updateApp(this.db, s.tenantId, cur.id, patch);
    return ok(appView(await this.app(s, cur.id)), GATEWAY_MSG.edited);
  }

  async remove(s: Scope, id: string) {
    const cur = await this.app(s, id);
    await store.deleteApp(this.db, s.tenantId, cur.id);
    return ok([], GATEWAY_MSG.deleted);
  }

  /** A new secret (the old one stops working at once), shown this one time. */
  async resetSecret(s: Scope, id: string) {
    const cur = await this.app(s, id);
    const secret = randomKey();
    await store.updateApp(this.db, s.tenantId, cur.id, { secret_box: (await this.box()).seal(secret) });
    return ok({ ...appView(cur), secret_key: secret }, GATEWAY_MSG.secretReset);
  }
}
