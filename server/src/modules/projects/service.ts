/** Projects and their group trees. A group with sub-groups or devices is not deleted: the user removes those first. */
import type { AppContext } from '../../app-context';
import { businessError, ok } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { unixSeconds } from '../../storage/database';
import type { AssetTable } from '../devices/tables';
import type { Scope } from '../devices/scope';
import { withinSites } from '../sites/access';
import { MSG } from './messages';
import * as store from './store';

export interface AssetNode extends AssetTable {
  children: AssetNode[];
}

/** Builds the nested group tree(s) of a flat list. */
export function assetTree(assets: AssetTable[]): AssetNode[] {
  const nodes = new Map<string, AssetNode>(assets.map((a) => [a.id, { ...a, children: [] }]));
  const roots: AssetNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parent_id && n.parent_id !== '0' ? nodes.get(n.parent_id) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

/** `/A/B`: the names from the root down to the group. */
export function assetPath(assets: Map<string, AssetTable>, id: string | null | undefined, sep = '/', lead = true): string {
  const names: string[] = [];
  const seen = new Set<string>();
  let cur = id ? assets.get(id) : undefined;
  while (cur && !seen.has(cur.id)) {
    seen.add(cur.id);
    names.unshift(cur.name);
    cur = cur.parent_id && cur.parent_id !== '0' ? assets.get(cur.parent_id) : undefined;
  }
  return names.length ? (lead ? sep : '') + names.join(sep) : '';
}

export class ProjectService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private now() {
    return unixSeconds(this.ctx.clock.now());
  }

  async list(s: Scope, body: PageRequest & { name?: string }) {
    const win = pageWindow(body);
    const { total, rows } = await store.listBusinesses(this.db, s.tenantId, s.siteIds, body.name, win.offset, win.per_page);
    return pageOf(win, total, rows);
  }

  async add(s: Scope, name: string) {
    if (!name.trim()) throw businessError(MSG.nameRequired);
    const row = await store.insertBusiness(this.db, { tenant_id: s.tenantId, site_id: s.siteId ?? null, name: name.trim(), created_at: this.now() });
    return { id: row.id, name: row.name, created_at: row.created_at };
  }

  async project(s: Scope, id: string) {
    const b = await store.findBusiness(this.db, s.tenantId, id);
    if (!b || !withinSites(s.siteIds, b.site_id)) throw businessError(MSG.projectNotFound);
    return b;
  }

  async edit(s: Scope, id: string, name: string) {
    await this.project(s, id);
    if (!name.trim()) throw businessError(MSG.nameRequired);
    await store.renameBusiness(this.db, s.tenantId, id, name.trim());
    const b = await this.project(s, id);
    return { id: b.id, name: b.name, created_at: b.created_at };
  }

  async remove(s: Scope, id: string) {
    await this.project(s, id);
    const groups = await store.assetsOf(this.db, s.tenantId, [id]);
    if (groups.length) throw businessError(MSG.deleteChildrenFirst);
    await store.deleteBusiness(this.db, s.tenantId, id);
    return ok([], MSG.deleted);
  }

  /** business → group tree, for the project/group pickers. */
  async tree(s: Scope) {
    const businesses = await store.allBusinesses(this.db, s.tenantId, s.siteIds);
    const assets = await store.assetsOf(
      this.db,
      s.tenantId,
      businesses.map((b) => b.id),
    );
    return businesses.map((b) => ({
      id: b.id,
      name: b.name,
      created_at: b.created_at,
      children: assetTree(assets.filter((a) => a.business_id === b.id)),
    }));
  }

  async group(s: Scope, id: string) {
    const a = await store.findAsset(this.db, s.tenantId, id);
    if (!a) throw businessError(MSG.groupNotFound);
    await this.project(s, a.business_id);
    return a;
  }

  private async tierFor(s: Scope, businessId: string, parentId: string, selfId?: string): Promise<number> {
    if (!parentId || parentId === '0') return 1;
    const parent = await store.findAsset(this.db, s.tenantId, parentId);
    if (!parent || parent.business_id !== businessId) throw businessError(MSG.parentNotFound);
    if (selfId) {
      // The new parent must not be the group itself or one of its descendants.
      const all = new Map((await store.assetsOf(this.db, s.tenantId, [businessId])).map((a) => [a.id, a]));
      for (let cur: AssetTable | undefined = parent; cur; cur = all.get(cur.parent_id)) {
        if (cur.id === selfId) throw businessError(MSG.parentIsSelf);
      }
    }
    return parent.tier + 1;
  }

  async addGroup(s: Scope, body: { name: string; parent_id?: string; business_id: string }) {
    await this.project(s, body.business_id);
    if (!body.name.trim()) throw businessError(MSG.nameRequired);
    const parent_id = body.parent_id || '0';
    const tier = await this.tierFor(s, body.business_id, parent_id);
    return store.insertAsset(this.db, {
      tenant_id: s.tenantId,
      business_id: body.business_id,
      parent_id,
      name: body.name.trim(),
      tier,
      created_at: this.now(),
    });
  }

  async updateGroup(s: Scope, body: { id: string; name?: string; parent_id?: string; business_id?: string }) {
    const cur = await this.group(s, body.id);
    const business_id = body.business_id ?? cur.business_id;
    if (business_id !== cur.business_id) await this.project(s, business_id);
    const parent_id = body.parent_id ?? cur.parent_id;
    const tier = await this.tierFor(s, business_id, parent_id, cur.id);
    const name = body.name === undefined ? cur.name : body.name.trim();
    if (!name) throw businessError(MSG.nameRequired);
    await store.updateAsset(this.db, s.tenantId, cur.id, { name, parent_id, business_id, tier });
    return this.group(s, cur.id);
  }

  async removeGroup(s: Scope, id: string) {
    await this.group(s, id);
    const { groups, devices } = await store.countChildren(this.db, id);
    if (groups) throw businessError(MSG.deleteChildrenFirst);
    if (devices) throw businessError(MSG.deleteDevicesFirst);
    await store.deleteAsset(this.db, s.tenantId, id);
    return ok([], MSG.deleted);
  }

  /** `{total, data:[{id, name, parent_group:"/A/B", parent_id}]}` — the group table of a project. */
  async groupPage(s: Scope, body: PageRequest & { business_id: string }) {
    await this.project(s, body.business_id);
    const win = pageWindow(body);
    const assets = await store.assetsOf(this.db, s.tenantId, [body.business_id]);
    const byId = new Map(assets.map((a) => [a.id, a]));
    const data = assets.slice(win.offset, win.offset + win.per_page).map((a) => ({
      id: a.id,
      name: a.name,
      parent_id: a.parent_id,
      tier: a.tier,
      business_id: a.business_id,
      created_at: a.created_at,
      parent_group: assetPath(byId, a.parent_id),
    }));
    return { total: assets.length, data };
  }

  /** `[{id, device_group:"/A/B"}]` — the group dropdown of a project (or of every project). */
  async groupOptions(s: Scope, businessId?: string) {
    if (businessId) await this.project(s, businessId);
    const ids = businessId ? [businessId] : (await store.allBusinesses(this.db, s.tenantId, s.siteIds)).map((b) => b.id);
    const assets = await store.assetsOf(this.db, s.tenantId, ids);
    const byId = new Map(assets.map((a) => [a.id, a]));
    return assets.map((a) => ({ id: a.id, business_id: a.business_id, device_group: assetPath(byId, a.id) }));
  }
}
