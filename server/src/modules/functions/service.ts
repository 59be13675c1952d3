/**
 * Permission rules: which function rows a caller gets, and the shapes of /user/function/auth
 * (`{menu_tree, page_tree, other_list}`), /tree and /pull-down-list.
 * SYS_ADMIN: access sysadmin + common. TENANT_ADMIN: tenant + common. SITE_ADMIN: tenant + common without the
 * tenant-administration functions. TENANT_USER: what its roles grant, without the tenant-administration functions.
 */
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import type { Caller } from '../../http/route';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { unixSeconds } from '../../storage/database';
import { ADMIN_ONLY_FUNCTIONS } from './menu-seed';
import {
  allFunctions,
  deleteFunction,
  findFunction,
  hasChildFunction,
  updateFunction,
  findFunctionByName,
  grantedFunctionIds,
  insertFunction,
  invalidateFunctions,
  roleIdsOfUser,
  type FunctionRow,
} from './store';
import { fill } from '../../i18n/localized-text';
import { COMMON_TEXT } from '../../i18n/messages';
import { FUNCTION_TEXT } from './messages';

export const FUNCTION_TYPES = ['0', '1', '2', '3'] as const;
export const ACCESS_FLAGS = ['tenant', 'sysadmin', 'common'] as const;

export interface MenuNode {
  id: string;
  name: string;
  type: string;
  path?: string;
  component?: string;
  title?: string;
  icon?: string;
  children?: MenuNode[];
}
export interface PageItem {
  id: string;
  name: string;
  type: '2';
  path: string;
  component: string;
  title?: string;
}

/** Access flags a role tier may see or grant. */
export function tierAccess(authority: string): string[] {
  return authority === 'SYS_ADMIN' ? ['sysadmin', 'common'] : ['tenant', 'common'];
}

export function toFunctionDto(f: FunctionRow) {
  return {
    id: f.id,
    parent_id: f.parent_id,
    name: f.name,
    title: f.title,
    icon: f.icon,
    component: f.component,
    path: f.path,
    sort: f.sort,
    type: f.type,
    code: f.code,
    function_code: f.code,
    description: f.description,
    describe: f.description,
    access: f.access,
    sys_flag: f.access === 'sysadmin' ? '1' : f.access === 'common' ? '2' : '0',
    extension_id: f.extension_id,
  };
}

function compact(node: MenuNode): MenuNode {
  for (const k of ['path', 'component', 'title', 'icon'] as const) if (!node[k]) delete node[k];
  if (node.children && !node.children.length) delete node.children;
  return node;
}

function childrenOf(rows: FunctionRow[]): Map<string, FunctionRow[]> {
  const map = new Map<string, FunctionRow[]>();
  for (const r of rows) map.set(r.parent_id, [...(map.get(r.parent_id) ?? []), r]);
  return map;
}

/** The rows without the tenant-administration functions (and their descendants) that the authority cannot use. */
function withoutAdminOnly(rows: FunctionRow[], authority: string): FunctionRow[] {
  const names = ADMIN_ONLY_FUNCTIONS[authority as keyof typeof ADMIN_ONLY_FUNCTIONS];
  if (!names) return rows;
  const dropped = new Set(rows.filter((r) => names.includes(r.name)).map((r) => r.id));
  // Rows are few (~150) and trees shallow: repeat until no child of a dropped row is left.
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows)
      if (!dropped.has(r.id) && dropped.has(r.parent_id)) {
        dropped.add(r.id);
        grew = true;
      }
  }
  return rows.filter((r) => !dropped.has(r.id));
}

/**
 * An extension's menu entry limited to holders of a permission-tree entry (`menu.permission` in its manifest) stays
 * out, with its buttons, when the caller does not hold that entry.
 */
function withRequirements(rows: FunctionRow[]): FunctionRow[] {
  if (!rows.some((r) => r.requires)) return rows;
  const held = new Set(rows.map((r) => r.name));
  const dropped = new Set(rows.filter((r) => r.requires && !held.has(r.requires)).map((r) => r.id));
  return rows.filter((r) => !dropped.has(r.id) && !dropped.has(r.parent_id));
}

export class FunctionService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Rows the caller holds, with the ancestors of every granted row so the tree stays connected. A TENANT_USER holds
   * what its tenant-wide roles grant, plus — inside a site — what that site's roles grant.
   */
  async visibleRows(caller: Caller, siteId?: string | null): Promise<FunctionRow[]> {
    return withRequirements(await this.heldRows(caller, siteId));
  }

  private async heldRows(caller: Caller, siteId?: string | null): Promise<FunctionRow[]> {
    const rows = withoutAdminOnly(await allFunctions(this.ctx.db), caller.authority);
    if (caller.authority !== 'TENANT_USER') {
      const access = tierAccess(caller.authority);
      return rows.filter((r) => access.includes(r.access));
    }
    const granted = await grantedFunctionIds(this.ctx.db, await roleIdsOfUser(this.ctx.db, caller.id, siteId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keep = new Set<string>();
    for (const id of granted) {
      const chain: string[] = [];
      let r = byId.get(id);
      for (; r && !keep.has(r.id) && r.access !== 'sysadmin'; r = byId.get(r.parent_id)) chain.push(r.id);
      // Kept only when the whole chain up to the root (or a kept row) is visible: a grant under a withheld row stays out.
      if (r ? keep.has(r.id) : chain.length && byId.get(chain[chain.length - 1])!.parent_id === '0') chain.forEach((c) => keep.add(c));
    }
    return rows.filter((r) => keep.has(r.id));
  }

  async auth(caller: Caller, siteId?: string | null) {
    const rows = await this.visibleRows(caller, siteId);
    const kids = childrenOf(rows);
    const build = (parent: string): MenuNode[] =>
      (kids.get(parent) ?? [])
        .filter((r) => r.type === '0' || r.type === '1')
        .map((r) =>
          compact({ id: r.id, name: r.name, type: r.type, path: r.path, component: r.component, title: r.title, icon: r.icon, children: build(r.id) }),
        )
        .filter((n) => n.type !== '0' || n.children?.length);
    const menu_tree = build('0');
    const page_tree: PageItem[] = rows
      .filter((r) => r.type === '2')
      .map((r) => ({ id: r.id, name: r.name, type: '2', path: r.path, component: r.component, ...(r.title ? { title: r.title } : {}) }));
    const other_list = [...new Set(rows.filter((r) => r.type === '3' && r.code).map((r) => r.code))];
    return { menu_tree, page_tree, other_list };
  }

  /** Full rows as a tree: SYS_ADMIN sees every row, tenant admins the rows they may grant. */
  async tree(caller: Caller) {
    const rows = await this.manageableRows(caller);
    const kids = childrenOf(rows);
    const build = (parent: string): unknown[] =>
      (kids.get(parent) ?? []).map((r) => {
        const children = build(r.id);
        return { ...toFunctionDto(r), ...(children.length ? { children } : {}) };
      });
    return build('0');
  }

  async pullDown(caller: Caller) {
    const rows = await this.manageableRows(caller);
    const kids = childrenOf(rows);
    const build = (parent: string): unknown[] =>
      (kids.get(parent) ?? []).map((r) => {
        const children = build(r.id);
        return { id: r.id, title: r.title, name: r.name, type: r.type, ...(children.length ? { children } : {}) };
      });
    return build('0');
  }

  async manageableRows(caller: Caller): Promise<FunctionRow[]> {
    const rows = await allFunctions(this.ctx.db);
    if (caller.authority === 'SYS_ADMIN') return rows;
    return rows.filter((r) => tierAccess(caller.authority).includes(r.access));
  }

  async list(caller: Caller, body: PageRequest & { id?: string; parent_id?: string; name?: string }) {
    const win = pageWindow(body);
    let rows = await this.manageableRows(caller);
    if (body.id) rows = rows.filter((r) => r.id === body.id);
    if (body.parent_id) rows = rows.filter((r) => r.parent_id === body.parent_id);
    if (body.name) rows = rows.filter((r) => r.name.toLowerCase().includes(body.name!.toLowerCase()));
    return pageOf(win, rows.length, rows.slice(win.offset, win.offset + win.per_page).map(toFunctionDto));
  }

  private async checkParent(parentId: string, selfId?: string) {
    if (parentId === '0') return;
    if (parentId === selfId) throw validationError(FUNCTION_TEXT.parentSelf);
    if (!(await findFunction(this.ctx.db, parentId))) throw validationError(FUNCTION_TEXT.parentMissing);
  }

  async add(body: FunctionInput) {
    if (body.type !== '3' && (await findFunctionByName(this.ctx.db, body.name))) throw businessError(fill(FUNCTION_TEXT.nameTaken, { name: body.name }));
    const parent = body.parent_id || '0';
    await this.checkParent(parent);
    const row = await insertFunction(this.ctx.db, {
      parent_id: parent,
      name: body.name,
      title: body.title ?? '',
      icon: body.icon ?? '',
      component: body.component ?? '',
      path: body.path ?? '',
      sort: body.sort ?? 0,
      code: body.code ?? body.function_code ?? '',
      type: body.type,
      description: body.description ?? body.describe ?? '',
      access: body.access ?? 'common',
      extension_id: null,
      created_at: unixSeconds(this.ctx.clock.now()),
    });
    return toFunctionDto(row);
  }

  async edit(body: Partial<FunctionInput> & { id: string }) {
    const row = await findFunction(this.ctx.db, body.id);
    if (!row) throw businessError(FUNCTION_TEXT.notFound);
    if (body.name && body.name !== row.name && (body.type ?? row.type) !== '3' && (await findFunctionByName(this.ctx.db, body.name)))
      throw businessError(fill(FUNCTION_TEXT.nameTaken, { name: body.name }));
    if (body.parent_id !== undefined) await this.checkParent(body.parent_id || '0', row.id);
    const next: FunctionRow = {
      ...row,
      ...Object.fromEntries(
        Object.entries({
          parent_id: body.parent_id === undefined ? undefined : body.parent_id || '0',
          name: body.name,
          title: body.title,
          icon: body.icon,
          component: body.component,
          path: body.path,
          sort: body.sort,
          code: body.code ?? body.function_code,
          type: body.type,
          description: body.description ?? body.describe,
          access: body.access,
        }).filter(([, v]) => v !== undefined),
      ),
    };
    await updateFunction(this.ctx.db, next);
    invalidateFunctions(this.ctx.db);
    return toFunctionDto(next);
  }

  async delete(id: string) {
    if (!(await findFunction(this.ctx.db, id))) throw businessError(FUNCTION_TEXT.notFound);
    if (await hasChildFunction(this.ctx.db, id)) throw businessError(COMMON_TEXT.deleteChildrenFirst);
    await deleteFunction(this.ctx.db, id);
    invalidateFunctions(this.ctx.db);
    return ok([], COMMON_TEXT.deleted);
  }
}

export interface FunctionInput {
  parent_id?: string;
  name: string;
  title?: string;
  icon?: string;
  component?: string;
  path?: string;
  sort?: number;
  code?: string;
  function_code?: string;
  type: string;
  description?: string;
  describe?: string;
  access?: string;
}
