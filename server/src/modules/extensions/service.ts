/**
 * Market install/uninstall. A pack is `{format: "tessera-extension-pack@1", manifest, files: {path: base64}}`:
 * the manifest is validated (market rules: integrity required), the entry's bytes must match
 * `manifest.integrity` (sha384 SRI), files land in `<dataDir>/extensions/<id>/<version>/` and the `extension_file` table, and each
 * `contributes.views[].menu` becomes a function row (title `menu.<name>`, access common).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ExtensionManifest } from '@tessera/sdk/manifest';
import type { AppContext } from '../../app-context';
import type { CatalogEvent, EventBus } from '../../events/event-bus';
import { businessError, ok, validationError } from '../../http/envelope';
import { unixSeconds } from '../../storage/database';
import { baseUrlOf, type ExtensionCatalog } from './catalog';
import { invalidateFunctions } from '../functions/store';
import { claimConflict } from './claims';
import { checkManifest } from './manifest-check';
import { fill, LANGS, type LocalizedText } from '../../i18n/localized-text';
import { EXT_TEXT } from './messages';
import * as store from './store';

export { EXT_TEXT } from './messages';

export const PACK_FORMAT = 'tessera-extension-pack@1';

/** The first manifest error (the schema checker's own words), and how many more there are, in every language. */
function manifestError(path: string, detail: string, more: number): LocalizedText {
  const out = {} as Record<(typeof LANGS)[number], string>;
  for (const l of LANGS) out[l] = fill(EXT_TEXT.manifestInvalid, { path, detail, more: more > 0 ? fill(EXT_TEXT.moreErrors, { n: more })[l] : '' })[l];
  return out;
}

export interface Pack { format: string; manifest: unknown; files: Record<string, string> }

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A safe relative path inside the extension folder (no absolute, `..`, backslash or NUL). */
export function safeRelative(p: string): boolean {
  if (!p || p.length > 300 || p.startsWith('/') || p.includes('\\') || p.includes('\0')) return false;
  return p.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export function sri384(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export class ExtensionService {
  /** `bus`: an install or uninstall on any server drops every server's cached menu tree and file check. */
  constructor(private readonly ctx: AppContext, private readonly catalog: ExtensionCatalog, private readonly bus?: EventBus) {
    bus?.subscribe('catalog', (event) => {
      invalidateFunctions(ctx.db);
      catalog.forget(event.id);
    });
  }

  async install(pack: Pack) {
    const check = checkManifest(pack.manifest, true);
    if (!check.valid) {
      const e = check.errors[0];
      throw validationError(manifestError(e.path.replace(/\//g, '.'), e.message, check.errors.length - 1));
    }
    const m = pack.manifest as ExtensionManifest;
    if (this.catalog.isBuiltin(m.id)) throw businessError(EXT_TEXT.builtin);
    const menuRows = await store.menuRows(this.ctx.db);
    const conflict = claimConflict(m, (await this.catalog.entries()).map((e) => e.manifest), menuRows);
    if (conflict) throw businessError(conflict);
    const files = new Map<string, Buffer>();
    for (const [rel, b64] of Object.entries(pack.files)) {
      if (!safeRelative(rel)) throw validationError(fill(EXT_TEXT.badPath, { path: rel.slice(0, 100) }));
      if (typeof b64 !== 'string' || !BASE64.test(b64)) throw validationError(fill(EXT_TEXT.notBase64, { path: rel }));
      files.set(rel, Buffer.from(b64, 'base64'));
    }
    if (rel(m.entry) && !files.has(rel(m.entry))) throw validationError(fill(EXT_TEXT.entryMissing, { entry: m.entry }));
    if (sri384(files.get(rel(m.entry))!) !== m.integrity) throw validationError(EXT_TEXT.integrity);

    const menus = (m.contributes?.views ?? []).filter((v) => v.menu).map((v) => ({ view: v, menu: v.menu! }));
    const parents = new Map<string, string>();
    for (const { menu } of menus) {
      if (!menu.parent) continue;
      const parent = await store.menuFolderId(this.ctx.db, menu.parent);
      if (!parent) throw validationError(fill(EXT_TEXT.menuParentMissing, { parent: menu.parent }));
      parents.set(menu.parent, parent);
    }
    const taken = await store.menusNamed(this.ctx.db, menus.map((x) => x.menu.name));
    const clash = taken.find((t) => t.extension_id !== m.id);
    if (clash) throw businessError(fill(EXT_TEXT.menuNameTaken, { name: clash.name }));

    // Files first (into a fresh folder), then the rows in one transaction; undo the folder if the rows fail.
    const dir = path.join(this.catalog.installRoot, m.id, m.version);
    const staging = `${dir}.staging-${process.pid}-${Date.now()}`;
    await fs.rm(staging, { recursive: true, force: true });
    for (const [p, bytes] of files) {
      await fs.mkdir(path.dirname(path.join(staging, p)), { recursive: true });
      await fs.writeFile(path.join(staging, p), bytes);
    }
    await fs.writeFile(path.join(staging, 'extension.json'), JSON.stringify(m, null, 2));
    const previous = await store.findExtension(this.ctx.db, m.id);
    const now = unixSeconds(this.ctx.clock.now());
    try {
      // Other servers unpack the files from the database (catalog.fileRoot).
      await store.replaceExtension(this.ctx.db, { id: m.id, version: m.version, manifest: m }, files, menus.map(({ view, menu }) => ({
        parent_id: menu.parent ? parents.get(menu.parent)! : '0', name: menu.name, icon: menu.icon ?? '', component: view.viewPath,
        path: menu.path, sort: menu.sort ?? 1000, description: menu.title.en,
      })), now);
    } catch (err) {
      await fs.rm(staging, { recursive: true, force: true });
      throw err;
    } finally {
      invalidateFunctions(this.ctx.db);
    }
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rename(staging, dir);
    if (previous && previous.version !== m.version) await fs.rm(path.join(this.catalog.installRoot, m.id, previous.version), { recursive: true, force: true });
    await this.announce({ id: m.id, version: m.version, installed: true });
    this.ctx.log.info(`extension ${m.id}@${m.version} installed (${files.size} files, ${menus.length} menu entries)`);
    return ok({ manifest: m, baseUrl: baseUrlOf(m), builtin: false, enabled: true }, EXT_TEXT.installOk);
  }

  async uninstall(id: string) {
    if (this.catalog.isBuiltin(id)) throw businessError(EXT_TEXT.builtin);
    if (!(await store.findExtension(this.ctx.db, id))) throw businessError(EXT_TEXT.notInstalled);
    await store.deleteExtension(this.ctx.db, id);
    invalidateFunctions(this.ctx.db);
    await fs.rm(path.join(this.catalog.installRoot, id), { recursive: true, force: true });
    await this.announce({ id, installed: false });
    this.ctx.log.info(`extension ${id} uninstalled`);
    return ok([], EXT_TEXT.uninstallOk);
  }

  /** The change is committed; a lost notification only delays other servers' menus until their cache refills. */
  private async announce(event: CatalogEvent): Promise<void> {
    await this.bus?.publish('catalog', event).catch((err) => this.ctx.log.warn(`extensions: catalog change not announced (${(err as Error).message})`));
  }
}

/** Manifest paths may start with `./`. */
function rel(p: string): string {
  return p.replace(/^\.\//, '');
}
