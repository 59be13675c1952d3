/**
 * Market install/uninstall. A pack is `{format: "tessera-extension-pack@1", manifest, files: {path: base64}}`:
 * the manifest is validated (market rules: integrity required), the entry's bytes must match
 * `manifest.integrity` (sha384 SRI), files land in `<dataDir>/extensions/<id>/<version>/` and the `extension_file` table, and each
 * `contributes.views[].menu` becomes a function row (title `menu.<name>`, access common).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ExtensionManifest } from '../../../../sdk/src/manifest/manifest';
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
import { canonicalJson, keyIdOf, packDigestText, signatureValid } from './pack-trust';
import * as store from './store';
import { findKey, getSetting } from '../market/store';

/** The market switch (`market_setting`): install packages without a trusted signature. Off unless set. */
export const ALLOW_UNSIGNED = 'allow_unsigned';

export { EXT_TEXT } from './messages';

export const PACK_FORMAT = 'tessera-extension-pack@1';

/** The first manifest error (the schema checker's own words), and how many more there are, in every language. */
function manifestError(path: string, detail: string, more: number): LocalizedText {
  const out = {} as Record<(typeof LANGS)[number], string>;
  for (const l of LANGS) out[l] = fill(EXT_TEXT.manifestInvalid, { path, detail, more: more > 0 ? fill(EXT_TEXT.moreErrors, { n: more })[l] : '' })[l];
  return out;
}

export interface Pack {
  format: string;
  manifest: unknown;
  files: Record<string, string>;
  /** sha384 SRI of every file, `extension.json` included. */
  integrity?: Record<string, string>;
  /** The publisher's ed25519 signature over `packDigestText` (base64), and its public key (base64, 32 bytes). */
  signature?: { publicKey: string; value: string; publisher?: string };
}

/** Built-ins an admin may not disable: without them the console could not be administered (or re-enabled). */
export const CORE_EXTENSIONS = ['tessera.market', 'tessera.system', 'tessera.home', 'tessera.diagnostics'];

/** Who sees a menu entry a manifest limits by authority (the function row's `access`). */
export function accessOf(authorities: readonly string[] | undefined): 'common' | 'sysadmin' | 'tenant' {
  if (!authorities?.length) return 'common';
  const sys = authorities.includes('SYS_ADMIN');
  const tenant = authorities.some((a) => a !== 'SYS_ADMIN');
  return sys && tenant ? 'common' : sys ? 'sysadmin' : 'tenant';
}

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
  constructor(
    private readonly ctx: AppContext,
    private readonly catalog: ExtensionCatalog,
    private readonly bus?: EventBus,
  ) {
    bus?.subscribe('catalog', (event) => {
      invalidateFunctions(ctx.db);
      catalog.forget(event.id);
    });
  }

  async install(pack: Pack) {
    const { manifest: m, files, signer } = await this.verify(pack);
    const menuRows = await store.menuRows(this.ctx.db);
    const conflict = claimConflict(
      m,
      (await this.catalog.all()).map((e) => e.manifest),
      menuRows,
    );
    if (conflict) throw businessError(conflict);

    const menus = (m.contributes?.views ?? []).filter((v) => v.menu).map((v) => ({ view: v, menu: v.menu! }));
    const parents = new Map<string, string>();
    for (const { menu } of menus) {
      if (!menu.parent) continue;
      const parent = await store.menuFolderId(this.ctx.db, menu.parent);
      if (!parent) throw validationError(fill(EXT_TEXT.menuParentMissing, { parent: menu.parent }));
      parents.set(menu.parent, parent);
    }
    const taken = await store.menusNamed(
      this.ctx.db,
      menus.map((x) => x.menu.name),
    );
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
      await store.replaceExtension(
        this.ctx.db,
        { id: m.id, version: m.version, manifest: m, signer },
        files,
        menus.map(({ view, menu }) => ({
          parent_id: menu.parent ? parents.get(menu.parent)! : '0',
          name: menu.name,
          icon: menu.icon ?? '',
          component: view.viewPath,
          path: menu.path,
          sort: menu.sort ?? 1000,
          description: menu.title.en,
          access: accessOf(menu.authorities),
          requires: menu.permission ?? null,
        })),
        now,
      );
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
    const row = await store.findExtension(this.ctx.db, id);
    if (!row) throw businessError(EXT_TEXT.notInstalled);
    await store.deleteExtension(this.ctx.db, id);
    invalidateFunctions(this.ctx.db);
    await fs.rm(path.join(this.catalog.installRoot, id), { recursive: true, force: true });
    await this.announce({ id, installed: false });
    this.ctx.log.info(`extension ${id} uninstalled`);
    return ok([], EXT_TEXT.uninstallOk);
  }

  /**
   * Everything a pack must prove before anything of it is used: a valid market manifest that is no built-in's,
   * safe file paths, the entry's integrity, then `verifyPack` (every file, manifest equality, signature and trust).
   */
  async verify(pack: Pack): Promise<{ manifest: ExtensionManifest; files: Map<string, Buffer>; signer: string | null }> {
    const check = checkManifest(pack.manifest, true);
    if (!check.valid) {
      const e = check.errors[0];
      throw validationError(manifestError(e.path.replace(/\//g, '.'), e.message, check.errors.length - 1));
    }
    const m = pack.manifest as ExtensionManifest;
    if (this.catalog.isBuiltin(m.id)) throw businessError(EXT_TEXT.builtin);
    const files = new Map<string, Buffer>();
    for (const [rel, b64] of Object.entries(pack.files)) {
      if (!safeRelative(rel)) throw validationError(fill(EXT_TEXT.badPath, { path: rel.slice(0, 100) }));
      if (typeof b64 !== 'string' || !BASE64.test(b64)) throw validationError(fill(EXT_TEXT.notBase64, { path: rel }));
      files.set(rel, Buffer.from(b64, 'base64'));
    }
    if (rel(m.entry) && !files.has(rel(m.entry))) throw validationError(fill(EXT_TEXT.entryMissing, { entry: m.entry }));
    if (sri384(files.get(rel(m.entry))!) !== m.integrity) throw validationError(EXT_TEXT.integrity);
    const signer = await this.verifyPack(pack, m, files);
    return { manifest: m, files, signer };
  }

  /**
   * Every file covered by the pack's integrity map, the outer manifest equal to the packed `extension.json`, and a
   * valid signature by a trusted publisher key — or no signature (or an untrusted one) while the SYS_ADMIN allows
   * unsigned packages. Returns the key id of the trusted signer, null otherwise.
   */
  private async verifyPack(pack: Pack, m: ExtensionManifest, files: Map<string, Buffer>): Promise<string | null> {
    const packed = files.get('extension.json');
    if (!packed) throw validationError(EXT_TEXT.manifestFileMissing);
    let inner: unknown;
    try {
      inner = JSON.parse(packed.toString('utf8'));
    } catch {
      throw validationError(EXT_TEXT.manifestMismatch);
    }
    if (canonicalJson(inner) !== canonicalJson(m)) throw validationError(EXT_TEXT.manifestMismatch);
    const integrity = pack.integrity ?? {};
    for (const [p, bytes] of files) {
      if (!integrity[p]) throw validationError(fill(EXT_TEXT.fileNotCovered, { path: p }));
      if (integrity[p] !== sri384(bytes)) throw validationError(fill(EXT_TEXT.fileTampered, { path: p }));
    }
    const extra = Object.keys(integrity).find((p) => !files.has(p));
    if (extra) throw validationError(fill(EXT_TEXT.integrityExtra, { path: extra.slice(0, 100) }));
    const allowUnsigned = (await getSetting(this.ctx.db, ALLOW_UNSIGNED)) === 'true';
    const sig = pack.signature;
    if (!sig) {
      if (allowUnsigned) return null;
      throw businessError(EXT_TEXT.unsigned);
    }
    if (!(await signatureValid(packDigestText(m.id, m.version, integrity), sig.value, sig.publicKey))) throw validationError(EXT_TEXT.signatureInvalid);
    const keyId = keyIdOf(sig.publicKey);
    const trusted = await findKey(this.ctx.db, keyId);
    if (trusted && trusted.public_key === sig.publicKey) return keyId;
    if (allowUnsigned) return null;
    throw businessError(fill(EXT_TEXT.untrusted, { key: keyId, publisher: sig.publisher ?? m.publisher ?? m.id.split('.')[0] }));
  }

  /** Built-ins (except the core set) and market extensions can be switched off and on; every console follows. */
  async setEnabled(id: string, enabled: boolean) {
    if (this.catalog.isBuiltin(id)) {
      if (!enabled && CORE_EXTENSIONS.includes(id)) throw businessError(fill(EXT_TEXT.coreExtension, { id }));
      const m = (await this.catalog.all()).find((e) => e.manifest.id === id)!.manifest;
      const views = [...(m.contributes?.views ?? []), ...(m.contributes?.pages ?? [])].map((v) => v.viewPath);
      await store.setBuiltinEnabled(this.ctx.db, id, enabled, views);
    } else if (!(await store.setMarketEnabled(this.ctx.db, id, enabled))) {
      throw businessError(EXT_TEXT.notInstalled);
    }
    invalidateFunctions(this.ctx.db);
    this.catalog.forget(id);
    await this.announce({ id, installed: true });
    return ok([], enabled ? EXT_TEXT.enabledOk : EXT_TEXT.disabledOk);
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
