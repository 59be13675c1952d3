/**
 * The plugin market (docs/market.md): sources the SYS_ADMIN configures, their catalog grouped by package id (search,
 * plugin-type category, installed version, update available), a package's detail (readme, screenshots, versions),
 * installs from a source (SYS_ADMIN: console extensions; tenants: device plugins into their own plugin list), the
 * trusted publisher keys and the "allow unsigned packages" switch.
 */
import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import semverCompare from 'semver/functions/compare.js';
import semverValid from 'semver/functions/valid.js';
import type { AppContext } from '../../app-context';
import { ApiError, businessError, ok, validationError } from '../../http/envelope';
import { COMMON_TEXT } from '../../i18n/messages';
import { fill, localize, type Lang } from '../../i18n/localized-text';
import { unixSeconds } from '../../storage/database';
import type { Scope } from '../devices/scope';
import type { DeviceModelService, PluginBody } from '../device-model/service';
import type { ExtensionCatalog } from '../extensions/catalog';
import { ALLOW_UNSIGNED, type ExtensionService } from '../extensions/service';
import { isPublicKey, keyIdOf } from '../extensions/pack-trust';
import { MARKET_TEXT } from './messages';
import { SourceReader, type IndexEntry } from './sources';
import { deleteKey, deleteSource, findKey, findSource, getSetting, insertKey, insertSource, listKeys, listSources, setSetting, type SourceRow } from './store';

export interface CatalogFilter {
  keyword?: string;
  category?: string;
  source_id?: string;
}
export interface PackageRef {
  source_id: string;
  id: string;
  version?: string;
}

const newer = (a: string, b: string) => (semverValid(a) && semverValid(b) ? semverCompare(a, b) > 0 : a > b);

export class MarketService {
  private readonly reader = new SourceReader();

  constructor(
    private readonly ctx: AppContext,
    private readonly catalog: ExtensionCatalog,
    private readonly extensions: ExtensionService,
    private readonly plugins: Pick<DeviceModelService, 'create'>,
  ) {}

  sources() {
    return listSources(this.ctx.db);
  }

  async addSource(body: { name: string; kind: 'directory' | 'url'; location: string }) {
    const location = body.location.trim();
    if (body.kind === 'directory') {
      const stat = await fs.stat(location).catch(() => undefined);
      if (!stat?.isDirectory()) throw validationError(MARKET_TEXT.directoryInvalid);
    } else {
      let url: URL | undefined;
      try {
        url = new URL(location);
      } catch {
        url = undefined;
      }
      if (!url || !['http:', 'https:'].includes(url.protocol)) throw validationError(MARKET_TEXT.urlInvalid);
    }
    const row = { id: randomUUID(), name: body.name.trim(), kind: body.kind, location, created_at: unixSeconds(this.ctx.clock.now()) };
    await insertSource(this.ctx.db, row);
    return ok(row, COMMON_TEXT.added);
  }

  async deleteSource(id: string) {
    if (!(await deleteSource(this.ctx.db, id))) throw businessError(MARKET_TEXT.sourceNotFound);
    return ok([], COMMON_TEXT.deleted);
  }

  async keys() {
    return listKeys(this.ctx.db);
  }

  async addKey(body: { name: string; public_key: string }) {
    const publicKey = body.public_key.trim();
    if (!isPublicKey(publicKey)) throw validationError(MARKET_TEXT.keyInvalid);
    const id = keyIdOf(publicKey);
    const existing = await findKey(this.ctx.db, id);
    if (existing) throw businessError(fill(MARKET_TEXT.keyExists, { name: existing.name }));
    const row = { id, name: body.name.trim(), public_key: publicKey, created_at: unixSeconds(this.ctx.clock.now()) };
    await insertKey(this.ctx.db, row);
    return ok(row, COMMON_TEXT.added);
  }

  async deleteKey(id: string) {
    if (!(await deleteKey(this.ctx.db, id))) throw businessError(MARKET_TEXT.keyNotFound);
    return ok([], COMMON_TEXT.deleted);
  }

  async settings() {
    return { allow_unsigned: (await getSetting(this.ctx.db, ALLOW_UNSIGNED)) === 'true' };
  }

  async saveSettings(body: { allow_unsigned: boolean }) {
    await setSetting(this.ctx.db, ALLOW_UNSIGNED, String(body.allow_unsigned));
    return ok(await this.settings(), COMMON_TEXT.saved);
  }

  /** Every extension with its state, signer (and whether that key is still trusted) and contributions. */
  async installed() {
    const keys = new Map((await listKeys(this.ctx.db)).map((k) => [k.id, k.name]));
    return (await this.catalog.all()).map((e) => ({
      ...e,
      signer: e.signer ? { key_id: e.signer, name: keys.get(e.signer) ?? null } : null,
    }));
  }

  /**
   * Packages of every source (or one), one row per id with its newest version and version list, filtered by keyword
   * and plugin type; each says which version is installed and whether an update is available. A source that cannot
   * be read is reported in `errors` and the others still list.
   */
  async list(filter: CatalogFilter, lang: Lang) {
    const sources = (await listSources(this.ctx.db)).filter((s) => !filter.source_id || s.id === filter.source_id);
    const installed = new Map((await this.catalog.all()).map((e) => [e.manifest.id, e.manifest.version]));
    const keys = new Set((await listKeys(this.ctx.db)).map((k) => k.id));
    const errors: Array<{ source_id: string; message: string }> = [];
    const groups = new Map<string, { source: SourceRow; entries: IndexEntry[] }>();
    for (const source of sources) {
      let entries: IndexEntry[];
      try {
        entries = await this.reader.entries(source);
      } catch (err) {
        errors.push({
          source_id: source.id,
          message: localize(
            err instanceof ApiError ? err.text : fill(MARKET_TEXT.sourceUnreadable, { name: source.name, reason: (err as Error).message }),
            lang,
          ),
        });
        continue;
      }
      for (const e of entries) {
        const key = `${source.id}\n${e.id}`;
        const g = groups.get(key) ?? { source, entries: [] };
        g.entries.push(e);
        groups.set(key, g);
      }
    }
    const keyword = filter.keyword?.trim().toLowerCase();
    const list = [...groups.values()]
      .map(({ source, entries }) => {
        const sorted = [...entries].sort((a, b) => (newer(a.version, b.version) ? -1 : newer(b.version, a.version) ? 1 : 0));
        const latest = sorted[0];
        const have = installed.get(latest.id);
        const { readme: _readme, screenshots: _shots, ...summary } = latest;
        return {
          ...summary,
          source_id: source.id,
          source_name: source.name,
          versions: sorted.map((e) => e.version),
          signed: !!latest.keyId,
          trusted: !!latest.keyId && keys.has(latest.keyId),
          installed_version: have ?? null,
          update_available: !!have && newer(latest.version, have),
        };
      })
      .filter(
        (p) =>
          (!filter.category || p.kind === filter.category) &&
          (!keyword ||
            [p.id, p.publisher ?? '', ...Object.values(p.displayName), ...Object.values(p.description ?? {})].some((t) =>
              String(t).toLowerCase().includes(keyword),
            )),
      )
      .sort((a, b) => a.id.localeCompare(b.id));
    return { list, total: list.length, errors };
  }

  async detail(ref: PackageRef) {
    const { source, entries } = await this.entriesOf(ref);
    const chosen = this.choose(entries, ref);
    return {
      ...chosen,
      source_id: source.id,
      source_name: source.name,
      versions: entries.map((e) => ({ version: e.version, file: e.file })).sort((a, b) => (newer(a.version, b.version) ? -1 : 1)),
    };
  }

  /** SYS_ADMIN: install (or update in place) a console extension from a source; the same checks as an upload. */
  async install(ref: PackageRef) {
    const { source, entries } = await this.entriesOf(ref);
    return this.extensions.install(await this.reader.pack(source, this.choose(entries, ref)));
  }

  /**
   * A tenant adds a device plugin (thing model) published to the market to its own plugin list: the package passes
   * the same trust checks, then its `device-plugin.json` becomes one of the tenant's plugins.
   */
  async installDevicePlugin(scope: Scope, ref: PackageRef) {
    const { source, entries } = await this.entriesOf(ref);
    const { manifest, files } = await this.extensions.verify(await this.reader.pack(source, this.choose(entries, ref)));
    const raw = files.get('device-plugin.json');
    if (manifest.kind !== 'device' || !raw) throw businessError(fill(MARKET_TEXT.notDevicePlugin, { id: manifest.id }));
    let body: PluginBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as PluginBody;
    } catch {
      throw validationError(MARKET_TEXT.devicePluginInvalid);
    }
    if (!body || typeof body !== 'object' || typeof body.model_name !== 'string') throw validationError(MARKET_TEXT.devicePluginInvalid);
    const pick = (k: keyof PluginBody) => (typeof body[k] === 'string' ? { [k]: String(body[k]).slice(0, k === 'chart_data' ? 4 * 1024 * 1024 : 2000) } : {});
    return this.plugins.create(scope, {
      ...pick('model_name'),
      ...pick('model_type'),
      ...pick('describe'),
      ...pick('chart_data'),
      author: manifest.publisher ?? manifest.id.split('.')[0],
      version: manifest.version,
    });
  }

  private async entriesOf(ref: PackageRef) {
    const source = await findSource(this.ctx.db, ref.source_id);
    if (!source) throw businessError(MARKET_TEXT.sourceNotFound);
    const entries = (await this.reader.entries(source)).filter((e) => e.id === ref.id);
    if (!entries.length) throw businessError(fill(MARKET_TEXT.packageNotFound, { id: ref.id }));
    return { source, entries };
  }

  private choose(entries: IndexEntry[], ref: PackageRef): IndexEntry {
    const pick = ref.version ? entries.find((e) => e.version === ref.version) : [...entries].sort((a, b) => (newer(a.version, b.version) ? -1 : 1))[0];
    if (!pick) throw businessError(fill(MARKET_TEXT.packageNotFound, { id: `${ref.id}@${ref.version}` }));
    return pick;
  }
}
