/**
 * The extension catalog: built-ins registered at start from `TESSERA_EXTENSIONS_DIR/<folder>/extension.json`,
 * plus market extensions installed into `<dataDir>/extensions/<id>/<version>/` (rows of the `extension` table; their
 * files also in `extension_file`, from which other servers sharing the database unpack them).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CatalogEntry, ExtensionManifest } from '../../../../sdk/src/manifest/manifest';
import type { AppContext } from '../../app-context';
import { checkManifest } from './manifest-check';
import { disabledBuiltins, extensionFiles, findExtension, installedRows } from './store';

interface Builtin {
  manifest: ExtensionManifest;
  dir: string;
}

export const baseUrlOf = (m: { id: string; version: string }) => `/ext/${encodeURIComponent(m.id)}/${encodeURIComponent(m.version)}/`;

export class ExtensionCatalog {
  private readonly builtins = new Map<string, Builtin>();
  /** `id@version` whose files are known to be in this data dir. */
  private readonly unpacked = new Set<string>();

  constructor(private readonly ctx: AppContext) {}

  get installRoot(): string {
    return path.join(this.ctx.config.dataDir, 'extensions');
  }

  async loadBuiltins(): Promise<void> {
    const root = this.ctx.config.extensionsDir;
    let folders: string[];
    try {
      folders = (await fs.readdir(root, { withFileTypes: true }))
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort();
    } catch {
      this.ctx.log.info(`no built-in extensions: ${root} does not exist`);
      return;
    }
    for (const folder of folders) {
      const dir = path.join(root, folder);
      let manifest: unknown;
      try {
        manifest = JSON.parse(await fs.readFile(path.join(dir, 'extension.json'), 'utf8'));
      } catch {
        this.ctx.log.warn(`built-in extension folder ${dir} has no readable extension.json; skipped`);
        continue;
      }
      const check = checkManifest(manifest, false);
      if (!check.valid) {
        this.ctx.log.warn(`built-in extension ${dir}: invalid manifest; skipped`, check.errors.slice(0, 5));
        continue;
      }
      const m = manifest as ExtensionManifest;
      if (this.builtins.has(m.id)) this.ctx.log.warn(`built-in extension ${m.id} found twice; keeping ${this.builtins.get(m.id)!.dir}`);
      else this.builtins.set(m.id, { manifest: m, dir });
    }
    this.ctx.log.info(`built-in extensions: ${this.builtins.size} registered from ${root}`);
  }

  isBuiltin(id: string): boolean {
    return this.builtins.has(id);
  }

  /** What the console loads: the enabled extensions. */
  async entries(): Promise<CatalogEntry[]> {
    return (await this.all()).filter((e) => e.enabled);
  }

  /** Every extension, disabled ones too, with when it was installed and who signed it (market ones). */
  async all(): Promise<Array<CatalogEntry & { installedAt?: number; signer?: string | null }>> {
    const off = await disabledBuiltins(this.ctx.db);
    const out: Array<CatalogEntry & { installedAt?: number; signer?: string | null }> = [...this.builtins.values()].map((b) => ({
      manifest: b.manifest,
      baseUrl: baseUrlOf(b.manifest),
      builtin: true,
      enabled: !off.has(b.manifest.id),
    }));
    for (const r of await installedRows(this.ctx.db)) {
      if (this.builtins.has(r.id)) continue;
      const manifest = r.manifest as ExtensionManifest;
      out.push({ manifest, baseUrl: baseUrlOf(manifest), builtin: false, enabled: r.enabled, installedAt: r.installed_at, signer: r.signer });
    }
    return out;
  }

  /** The folder serving `/ext/<id>/<version>/`, if that exact version is registered. */
  async fileRoot(id: string, version: string): Promise<string | undefined> {
    const b = this.builtins.get(id);
    if (b) return b.manifest.version === version ? b.dir : undefined;
    const row = await findExtension(this.ctx.db, id);
    if (!row || row.version !== version || !row.enabled) return undefined;
    const dir = path.join(this.installRoot, id, version);
    if (!this.unpacked.has(`${id}@${version}`)) await this.unpack(id, version, dir);
    return dir;
  }

  /** An install or uninstall happened (on any server): check the files of `id` again before serving them. */
  forget(id: string): void {
    for (const key of this.unpacked) if (key.startsWith(`${id}@`)) this.unpacked.delete(key);
  }

  /**
   * Installed on another server sharing the database (or reinstalled there with other files): write the stored
   * files into this data dir (staging folder, then rename, so a request never sees half of them).
   */
  private async unpack(id: string, version: string, dir: string): Promise<void> {
    const row = await findExtension(this.ctx.db, id);
    if (!row) return;
    const manifest = row.manifest as ExtensionManifest;
    let local: string | undefined;
    try {
      local = (JSON.parse(await fs.readFile(path.join(dir, 'extension.json'), 'utf8')) as ExtensionManifest).integrity;
    } catch {
      /* not here yet */
    }
    if (local !== manifest.integrity) {
      const files = await extensionFiles(this.ctx.db, id, version);
      const staging = `${dir}.unpack-${process.pid}-${Date.now()}`;
      await fs.mkdir(staging, { recursive: true });
      for (const f of files) {
        await fs.mkdir(path.dirname(path.join(staging, f.path)), { recursive: true });
        await fs.writeFile(path.join(staging, f.path), f.content);
      }
      await fs.writeFile(path.join(staging, 'extension.json'), JSON.stringify(manifest, null, 2));
      await fs.rm(dir, { recursive: true, force: true });
      await fs.rename(staging, dir).catch(() => fs.rm(staging, { recursive: true, force: true })); // a concurrent request won
      this.ctx.log.info(`extension ${id}@${version} unpacked from the database (${files.length} files)`);
    }
    this.unpacked.add(`${id}@${version}`);
  }
}
