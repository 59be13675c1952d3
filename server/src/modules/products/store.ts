/** SQL of products, batches and pre-registered devices (bulk generation, CSV rows, activation). */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { BatchTable, GenerateDeviceTable, ProductTable } from './tables';

export interface ProductFilter {
  name?: string;
  serial_number?: string;
  id?: string;
}
export interface BatchFilter {
  batch_number?: string;
  id?: string;
  product_id?: string;
}
export interface PreFilter {
  device_code?: string;
  add_flag?: string;
  activate_flag?: string;
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProducts(db: Db, tenantId: string, f: ProductFilter, limit: number, offset: number) {
  let q = db.selectFrom('tp_product').where('tenant_id', '=', tenantId);
  if (f.id) q = q.where('id', '=', f.id);
  if (f.name) q = q.where('name', 'ilike', like(f.name));
  if (f.serial_number) q = q.where('serial_number', 'ilike', like(f.serial_number));
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q.selectAll().orderBy('created_time', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total, rows };
}

export const findProduct = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('tp_product').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const serialOwner = async (db: Db, tenantId: string, serial: string) =>
  (await db.selectFrom('tp_product').select('id').where('tenant_id', '=', tenantId).where('serial_number', '=', serial).executeTakeFirst())?.id;

export const insertProduct = (db: Db, row: ProductTable) => db.insertInto('tp_product').values(row).execute();

export const updateProduct = (db: Db, tenantId: string, id: string, patch: Partial<ProductTable>) =>
  db.updateTable('tp_product').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();

export async function productInUse(db: Db, id: string): Promise<boolean> {
  const r = await sql<{
    n: number;
  }>`select (select count(*) from tp_batch where product_id = ${id}) + (select count(*) from tp_ota where product_id = ${id}) as n`.execute(db);
  return Number(r.rows[0].n) > 0;
}

export async function deleteProduct(db: Db, tenantId: string, id: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('device')
      .set({ product_id: '' } as never)
      .where('tenant_id', '=', tenantId)
      .where('product_id' as never, '=', id as never)
      .execute();
    await trx.deleteFrom('tp_product').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  });
}

export async function listBatches(db: Db, tenantId: string, f: BatchFilter, limit: number, offset: number) {
  let q = db.selectFrom('tp_batch as b').innerJoin('tp_product as p', 'p.id', 'b.product_id').where('b.tenant_id', '=', tenantId);
  if (f.id) q = q.where('b.id', '=', f.id);
  if (f.product_id) q = q.where('b.product_id', '=', f.product_id);
  if (f.batch_number) q = q.where('b.batch_number', 'ilike', like(f.batch_number));
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q
    .selectAll('b')
    .select(['p.name as product_name', 'p.serial_number as product_serial'])
    .orderBy('b.created_time', 'desc')
    .orderBy('b.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total, rows };
}

export const findBatch = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('tp_batch').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const batchNumberOwner = async (db: Db, productId: string, batchNumber: string) =>
  (await db.selectFrom('tp_batch').select('id').where('product_id', '=', productId).where('batch_number', '=', batchNumber).executeTakeFirst())?.id;

export const insertBatch = (db: Db, row: BatchTable) => db.insertInto('tp_batch').values(row).execute();

export const updateBatch = (db: Db, tenantId: string, id: string, patch: Partial<BatchTable>) =>
  db.updateTable('tp_batch').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();

export async function batchHasAdded(db: Db, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('tp_generate_device').select('id').where('batch_id', '=', id).where('add_flag', '=', '1').limit(1).executeTakeFirst());
}

export const deleteBatch = (db: Db, tenantId: string, id: string) => db.deleteFrom('tp_batch').where('tenant_id', '=', tenantId).where('id', '=', id).execute();

/**
 * Generates `count` pre-registered devices in one statement: the database makes the rows (generate_series), the
 * tokens and device ids (gen_random_uuid, cryptographically random) — no per-row round trip, so 100 000 rows take
 * about a second. `password` is set only for products with token + password authentication.
 */
export async function generateDevices(db: Db, b: { tenantId: string; batchId: string; codePrefix: string; count: number; withPassword: boolean; now: number }) {
  const width = Math.max(4, String(b.count).length);
  await db.transaction().execute(async (trx) => {
    await sql`insert into tp_generate_device (id, tenant_id, batch_id, device_code, token, password, device_id, created_time)
      select gen_random_uuid()::text, ${b.tenantId}, ${b.batchId}, ${b.codePrefix} || lpad(g::text, ${width}, '0'), gen_random_uuid()::text,
        case when ${b.withPassword} then substr(replace(gen_random_uuid()::text, '-', ''), 1, 9) else '' end,
        gen_random_uuid()::text, ${b.now}
      from generate_series(1, ${b.count}::int) g`.execute(trx);
    await trx.updateTable('tp_batch').set({ generate_flag: '1' }).where('id', '=', b.batchId).execute();
  });
}

export interface ImportRow {
  device_code: string;
  token: string;
  password: string;
}

/** Inserts imported rows in multi-row chunks (one statement per chunk, parameters well under the 65 535 limit). */
export async function insertImported(db: Db, tenantId: string, batchId: string, rows: ImportRow[], ids: () => string, now: number, chunk = 2000) {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += chunk) {
      const values = rows.slice(i, i + chunk).map((r) => ({
        id: ids(),
        tenant_id: tenantId,
        batch_id: batchId,
        device_code: r.device_code,
        token: r.token,
        password: r.password,
        device_id: ids(),
        add_flag: '0',
        add_date: null,
        activate_flag: '0',
        activate_date: null,
        created_time: now,
        remark: '',
      }));
      await trx.insertInto('tp_generate_device').values(values).execute();
    }
    await trx.updateTable('tp_batch').set({ generate_flag: '1' }).where('id', '=', batchId).execute();
  });
}

/** Which of these tokens already exist, as a device's or a pre-registered one's. */
export async function takenTokens(db: Db, tokens: string[]): Promise<string[]> {
  if (!tokens.length) return [];
  const r = await sql<{ token: string }>`select token from tp_generate_device where token = any(${tokens}::text[])
    union select token from device where token = any(${tokens}::text[])`.execute(db);
  return r.rows.map((x) => x.token);
}

export async function listPre(db: Db, tenantId: string, batchId: string, f: PreFilter, limit: number, offset: number) {
  let q = db.selectFrom('tp_generate_device').where('tenant_id', '=', tenantId).where('batch_id', '=', batchId);
  if (f.device_code) q = q.where('device_code', 'ilike', like(f.device_code));
  if (f.add_flag) q = q.where('add_flag', '=', f.add_flag);
  if (f.activate_flag) q = q.where('activate_flag', '=', f.activate_flag);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q.selectAll().orderBy('device_code').limit(limit).offset(offset).execute();
  return { total, rows };
}

export const batchRows = (db: Db, batchId: string) =>
  db.selectFrom('tp_generate_device').selectAll().where('batch_id', '=', batchId).orderBy('device_code').execute();

export type PreRow = GenerateDeviceTable;

export const findPre = (db: Db, where: { id?: string; token?: string }) => {
  let q = db.selectFrom('tp_generate_device').selectAll();
  if (where.id) q = q.where('id', '=', where.id);
  if (where.token) q = q.where('token', '=', where.token);
  return q.executeTakeFirst();
};

/**
 * Turns a pre-registered row into a real device, once: the row is claimed (`add_flag` 0 → 1) in the same
 * transaction, so two simultaneous first connects create one device. Returns false when someone else claimed it.
 */
export async function activate(db: Db, pre: GenerateDeviceTable, product: ProductTable, assetId: string | null, name: string, now: number, connected: boolean) {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('tp_generate_device')
      .set({ add_flag: '1', add_date: now, ...(connected ? { activate_flag: '1', activate_date: now } : {}) })
      .where('id', '=', pre.id)
      .where('add_flag', '=', '0')
      .executeTakeFirst();
    if (!Number(claimed.numUpdatedRows)) return false;
    await trx
      .insertInto('device')
      .values({
        id: pre.device_id,
        tenant_id: pre.tenant_id,
        site_id: null,
        name,
        created_at: now,
        asset_id: assetId,
        token: pre.token,
        password: pre.password,
        type: product.plugin,
        protocol: product.protocol_type || 'mqtt',
        product_id: product.id,
        device_type: '1',
        additional_info: '{}',
        chart_option: '{}',
        protocol_config: '{}',
        d_id: pre.device_code,
        remark: '',
      } as never)
      .execute();
    return true;
  });
}

/** Marks the pre-registered rows of these devices activated (their first connection). */
export async function markActivated(db: Db, deviceIds: string[], now: number) {
  if (!deviceIds.length) return;
  await db
    .updateTable('tp_generate_device')
    .set({ activate_flag: '1', activate_date: now })
    .where('device_id', 'in', deviceIds)
    .where('activate_flag', '=', '0')
    .execute();
}
