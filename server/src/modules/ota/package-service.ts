/** Firmware packages: semver version, module, product, the uploaded file and its server-computed signature. */
import { randomUUID } from 'node:crypto';
import semver from 'semver';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { unixSeconds } from '../../storage/database';
import type { Scope } from '../devices/scope';
import { OTA_MSG } from './messages';
import { PackageFiles } from './package-files';
import * as store from './store';
import { findProduct } from '../products/store';

export interface PackageInput {
  package_name: string;
  package_version: string;
  package_module?: string;
  product_id: string;
  signature_algorithm: 'MD5' | 'SHA256';
  package_url: string;
  file_name?: string;
  description?: string;
  additional_info?: Record<string, string>;
}

export class PackageService {
  constructor(
    private readonly ctx: AppContext,
    readonly files: PackageFiles,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async list(s: Scope, b: PageRequest & { package_name?: string; id?: string; product_id?: string }) {
    const win = pageWindow(b);
    const { total, rows } = await store.listPackages(this.db, s.tenantId, b, win.per_page, win.offset);
    return pageOf(
      win,
      total,
      rows.map((r) => ({ ...r, file_size: Number(r.file_size) })),
    );
  }

  async add(s: Scope, b: PackageInput) {
    if (!semver.valid(b.package_version)) throw validationError(OTA_MSG.badVersion);
    const product = await findProduct(this.db, s.tenantId, b.product_id);
    if (!product) throw validationError(OTA_MSG.productNotFound);
    const size = await this.files.uploadSize(s.tenantId, b.package_url);
    if (size === null) throw validationError(OTA_MSG.fileMissing);
    if (size === 0) throw validationError(OTA_MSG.fileEmpty);
    const id = randomUUID();
    await this.files.adopt(s.tenantId, b.package_url, id);
    const sign = await PackageFiles.digest(this.files.packagePath(s.tenantId, id), b.signature_algorithm);
    const row = {
      id,
      tenant_id: s.tenantId,
      product_id: product.id,
      package_name: b.package_name,
      package_version: b.package_version,
      package_module: b.package_module || 'default',
      signature_algorithm: b.signature_algorithm,
      sign,
      file_size: size,
      file_name: b.file_name ?? '',
      description: b.description ?? '',
      additional_info: JSON.stringify(b.additional_info ?? {}),
      created_at: unixSeconds(this.ctx.clock.now()),
    };
    await store.insertPackage(this.db, row);
    return ok(row, OTA_MSG.added);
  }

  async remove(s: Scope, id: string) {
    const pkg = await store.findPackage(this.db, s.tenantId, id);
    if (!pkg) throw businessError(OTA_MSG.packageNotFound);
    if (await store.packageHasTasks(this.db, pkg.id)) throw businessError(OTA_MSG.packageInUse);
    await store.deletePackage(this.db, s.tenantId, pkg.id);
    await this.files.remove(s.tenantId, pkg.id);
    return ok([], OTA_MSG.deleted);
  }
}
