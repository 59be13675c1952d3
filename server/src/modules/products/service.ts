/**
 * Products, batches and pre-registration: the rules (serial numbers unique per tenant, a batch generates once, a
 * batch with added devices stays), CSV export and import for the factory, and activation by hand or on first connect.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { fill } from '../../i18n/localized-text';
import { unixSeconds } from '../../storage/database';
import type { Scope } from '../devices/scope';
import { parseCsv, toCsv } from './csv';
import { PRODUCT_MSG } from './messages';
import * as store from './store';
import { findVisiblePlugin } from '../device-model/store';
import { findAsset } from '../projects/store';
import type { ProductTable } from './tables';

export const MAX_BATCH_DEVICES = 100_000;

export type ProductInput = Partial<Pick<ProductTable, 'name' | 'serial_number' | 'protocol_type' | 'auth_type' | 'plugin' | 'image' | 'describe' | 'remark'>>;
export interface BatchInput {
  batch_number?: string;
  product_id?: string;
  device_number?: number;
  describe?: string;
  remark?: string;
  access_address?: string;
  asset_id?: string;
}

export class ProductService {
  constructor(
    private readonly ctx: AppContext,
    private readonly onDeviceAdded: (deviceId: string) => void,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private now() {
    return unixSeconds(this.ctx.clock.now());
  }

  async product(s: Scope, id: string) {
    const p = await store.findProduct(this.db, s.tenantId, id);
    if (!p) throw businessError(PRODUCT_MSG.productNotFound);
    return p;
  }

  private async checkProduct(s: Scope, input: ProductInput, selfId?: string) {
    if (input.serial_number !== undefined) {
      const owner = await store.serialOwner(this.db, s.tenantId, input.serial_number);
      if (owner && owner !== selfId) throw validationError(PRODUCT_MSG.serialTaken);
    }
    if (input.plugin) {
      if (!(await findVisiblePlugin(this.db, s.tenantId, input.plugin))) throw validationError(PRODUCT_MSG.pluginNotFound);
    }
  }

  async listProducts(s: Scope, b: PageRequest & store.ProductFilter) {
    const win = pageWindow(b);
    const { total, rows } = await store.listProducts(this.db, s.tenantId, b, win.per_page, win.offset);
    return pageOf(
      win,
      total,
      rows.map((r) => ({ ...r, device_model_id: r.plugin })),
    );
  }

  async addProduct(s: Scope, input: ProductInput & { name: string; serial_number: string }) {
    await this.checkProduct(s, input);
    const row: ProductTable = {
      id: randomUUID(),
      tenant_id: s.tenantId,
      name: input.name,
      serial_number: input.serial_number,
      protocol_type: input.protocol_type ?? 'mqtt',
      auth_type: input.auth_type ?? '1',
      plugin: input.plugin ?? '',
      image: input.image ?? '',
      describe: input.describe ?? '',
      remark: input.remark ?? '',
      created_time: this.now(),
    };
    await store.insertProduct(this.db, row);
    return ok(row, PRODUCT_MSG.added);
  }

  async editProduct(s: Scope, input: ProductInput & { id: string }) {
    const cur = await this.product(s, input.id);
    await this.checkProduct(s, input, cur.id);
    const { id: _id, ...patch } = input;
    if (Object.keys(patch).length) await store.updateProduct(this.db, s.tenantId, cur.id, patch);
    return ok(await this.product(s, cur.id), PRODUCT_MSG.edited);
  }

  async deleteProduct(s: Scope, id: string) {
    const cur = await this.product(s, id);
    if (await store.productInUse(this.db, cur.id)) throw businessError(PRODUCT_MSG.productInUse);
    await store.deleteProduct(this.db, s.tenantId, cur.id);
    return ok([], PRODUCT_MSG.deleted);
  }

  async batch(s: Scope, id: string) {
    const b = await store.findBatch(this.db, s.tenantId, id);
    if (!b) throw businessError(PRODUCT_MSG.batchNotFound);
    return b;
  }

  private async checkGroup(s: Scope, assetId: string | undefined) {
    if (!assetId) return;
    if (!(await findAsset(this.db, s.tenantId, assetId))) throw businessError(PRODUCT_MSG.groupNotFound);
  }

  async listBatches(s: Scope, b: PageRequest & store.BatchFilter) {
    const win = pageWindow(b);
    const { total, rows } = await store.listBatches(this.db, s.tenantId, b, win.per_page, win.offset);
    return pageOf(win, total, rows);
  }

  async addBatch(s: Scope, input: BatchInput & { batch_number: string; product_id: string; device_number: number }) {
    const product = await this.product(s, input.product_id);
    await this.checkGroup(s, input.asset_id);
    if (await store.batchNumberOwner(this.db, product.id, input.batch_number)) throw validationError(PRODUCT_MSG.batchTaken);
    const row = {
      id: randomUUID(),
      tenant_id: s.tenantId,
      product_id: product.id,
      batch_number: input.batch_number,
      device_number: input.device_number,
      generate_flag: '0',
      asset_id: input.asset_id || null,
      describe: input.describe ?? '',
      remark: input.remark ?? '',
      access_address: input.access_address ?? '',
      created_time: this.now(),
    };
    await store.insertBatch(this.db, row);
    return ok(row, PRODUCT_MSG.added);
  }

  async editBatch(s: Scope, input: BatchInput & { id: string }) {
    const cur = await this.batch(s, input.id);
    await this.checkGroup(s, input.asset_id);
    if (input.batch_number !== undefined) {
      const owner = await store.batchNumberOwner(this.db, cur.product_id, input.batch_number);
      if (owner && owner !== cur.id) throw validationError(PRODUCT_MSG.batchTaken);
    }
    // Product and size are fixed once the batch has been generated: its codes carry them.
    const patch: Record<string, unknown> = {
      describe: input.describe,
      remark: input.remark,
      access_address: input.access_address,
      batch_number: input.batch_number,
    };
    if (input.asset_id !== undefined) patch.asset_id = input.asset_id || null;
    if (cur.generate_flag === '0' && input.device_number !== undefined) patch.device_number = input.device_number;
    for (const k of Object.keys(patch)) if (patch[k] === undefined) delete patch[k];
    if (Object.keys(patch).length) await store.updateBatch(this.db, s.tenantId, cur.id, patch);
    return ok(await this.batch(s, cur.id), PRODUCT_MSG.edited);
  }

  async deleteBatch(s: Scope, id: string) {
    const cur = await this.batch(s, id);
    if (await store.batchHasAdded(this.db, cur.id)) throw businessError(PRODUCT_MSG.batchHasDevices);
    await store.deleteBatch(this.db, s.tenantId, cur.id);
    return ok([], PRODUCT_MSG.deleted);
  }

  async generate(s: Scope, id: string) {
    const b = await this.batch(s, id);
    if (b.generate_flag === '1') throw businessError(PRODUCT_MSG.alreadyGenerated);
    const product = await this.product(s, b.product_id);
    await store.generateDevices(this.db, {
      tenantId: s.tenantId,
      batchId: b.id,
      codePrefix: `${product.serial_number}-${b.batch_number}-`,
      count: b.device_number,
      withPassword: product.auth_type === '2',
      now: this.now(),
    });
    return ok({ id: b.id, device_number: b.device_number }, PRODUCT_MSG.success);
  }

  async exportCsv(s: Scope, id: string) {
    const b = await this.batch(s, id);
    const product = await this.product(s, b.product_id);
    const rows = await store.batchRows(this.db, b.id);
    const csv = toCsv(rows.map((r) => ({ ...r, product_serial: product.serial_number, batch_number: b.batch_number, access_address: b.access_address })));
    return { file_name: `${product.serial_number}-${b.batch_number}.csv`, content: csv };
  }

  /** A new batch from a factory CSV: `device_code` required, `token` and `password` optional (generated when empty). */
  async importCsv(s: Scope, input: { batch_number: string; product_id: string; file: string; describe?: string; access_address?: string; asset_id?: string }) {
    const product = await this.product(s, input.product_id);
    const rows = this.parseImport(input.file, product.auth_type === '2');
    const taken = await store.takenTokens(
      this.db,
      rows.map((r) => r.token),
    );
    if (taken.length) throw validationError(fill(PRODUCT_MSG.tokenTaken, { token: taken[0] }));
    const added = await this.addBatch(s, { ...input, device_number: rows.length });
    const batch = added.data as { id: string };
    await store.insertImported(this.db, s.tenantId, batch.id, rows, randomUUID, this.now());
    return ok({ ...batch, device_number: rows.length }, PRODUCT_MSG.added);
  }

  private parseImport(file: string, withPassword: boolean): store.ImportRow[] {
    const cells = parseCsv(file);
    const header = cells[0]?.map((h) => h.trim().toLowerCase());
    const hasHeader = Boolean(header?.includes('device_code'));
    const col = (name: string, fallback: number) => (hasHeader ? header!.indexOf(name) : fallback);
    const [ci, ti, pi] = [col('device_code', 0), col('token', 1), col('password', 2)];
    const body = hasHeader ? cells.slice(1) : cells;
    if (!body.length) throw validationError(PRODUCT_MSG.csvEmpty);
    if (body.length > MAX_BATCH_DEVICES) throw validationError(fill(PRODUCT_MSG.csvTooMany, { max: MAX_BATCH_DEVICES }));
    const seen = new Set<string>();
    const tokens = new Set<string>();
    return body.map((r, i) => {
      const code = (r[ci] ?? '').trim();
      const row = i + (hasHeader ? 2 : 1);
      if (!code || code.length > 128) throw validationError(fill(PRODUCT_MSG.csvBadRow, { row, problem: 'device_code' }));
      if (seen.has(code)) throw validationError(fill(PRODUCT_MSG.csvDuplicate, { code }));
      seen.add(code);
      const token = (ti >= 0 ? (r[ti] ?? '') : '').trim() || randomUUID();
      if (token.length > 128 || tokens.has(token)) throw validationError(fill(PRODUCT_MSG.csvBadRow, { row, problem: 'token' }));
      tokens.add(token);
      const given = (pi >= 0 ? (r[pi] ?? '') : '').trim();
      const password = given || (withPassword ? randomUUID().replace(/-/g, '').slice(0, 9) : '');
      return { device_code: code, token, password };
    });
  }

  async listPre(s: Scope, b: PageRequest & store.PreFilter & { batch_id: string }) {
    const batch = await this.batch(s, b.batch_id);
    const win = pageWindow(b);
    const { total, rows } = await store.listPre(this.db, s.tenantId, batch.id, b, win.per_page, win.offset);
    return pageOf(
      win,
      total,
      rows.map((r) => ({ ...r, activation_code: r.id })),
    );
  }

  /** `/tp_generate_device/activate`: the activation code is the pre-registered row's id (what its QR code holds). */
  async activateByHand(s: Scope, input: { activation_code: string; name?: string; access_id?: string }) {
    const pre = await store.findPre(this.db, { id: input.activation_code });
    if (!pre || pre.tenant_id !== s.tenantId) throw businessError(PRODUCT_MSG.badActivationCode);
    if (pre.add_flag === '1') throw businessError(PRODUCT_MSG.alreadyAdded);
    await this.checkGroup(s, input.access_id);
    if (!(await this.activatePre(pre, input.access_id || null, input.name || pre.device_code, false))) throw businessError(PRODUCT_MSG.alreadyAdded);
    return ok({ device_id: pre.device_id }, PRODUCT_MSG.success);
  }

  /** A token that matches no device: if it is pre-registered and not yet added, the device is created now. */
  async activateOnConnect(token: string): Promise<string | null> {
    const pre = await store.findPre(this.db, { token });
    if (!pre || pre.add_flag === '1') return null;
    return (await this.activatePre(pre, null, pre.device_code, true)) ? pre.device_id : null;
  }

  /** Creates the device of a pre-registered row; `assetId` null = the batch's group, if it has one. */
  private async activatePre(pre: store.PreRow, assetId: string | null, name: string, connected: boolean) {
    const batch = await store.findBatch(this.db, pre.tenant_id, pre.batch_id);
    const product = batch && (await store.findProduct(this.db, pre.tenant_id, batch.product_id));
    if (!batch || !product) return false;
    const done = await store.activate(this.db, pre, product, assetId ?? batch.asset_id, name, this.now(), connected);
    if (done) this.onDeviceAdded(pre.device_id);
    return done;
  }

  markActivated(deviceIds: string[]) {
    return store.markActivated(this.db, deviceIds, this.now());
  }
}
