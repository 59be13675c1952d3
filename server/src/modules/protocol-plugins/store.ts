/**
 * SQL of protocol plugins: a platform-wide registry (SYS_ADMIN), so no tenant column to scope by. The plugin side
 * reads devices by protocol across tenants (a plugin serves its protocol for the whole platform); devices of a
 * disabled tenant are left out, as the broker leaves them out.
 */
import { sql } from 'kysely';
import type { Db } from '../../storage/database';
import type { ProtocolPluginTable } from './tables';

export interface PluginFilter {
  name?: string;
  protocol_type?: string;
  device_type?: string;
}

/** Every column but the secret's hash, which never leaves the server. */
const PUBLIC_COLUMNS = [
  'id',
  'name',
  'protocol_type',
  'access_address',
  'http_address',
  'sub_topic_prefix',
  'description',
  'device_type',
  'additional_info',
  'created_at',
  'registered_at',
] as const;

export type PluginRow = Omit<ProtocolPluginTable, 'secret_hash'>;

export async function listPlugins(db: Db, f: PluginFilter, limit: number, offset: number) {
  let q = db.selectFrom('tp_protocol_plugin');
  if (f.name) q = q.where('name', 'ilike', `%${f.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.protocol_type) q = q.where('protocol_type', '=', f.protocol_type);
  if (f.device_type) q = q.where('device_type', '=', f.device_type);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q.select(PUBLIC_COLUMNS).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { total, rows };
}

/** The protocols a device may use (the device form's choice): no addresses, no extras. */
export const protocolTypes = (db: Db) =>
  db.selectFrom('tp_protocol_plugin').select(['protocol_type', 'name', 'device_type']).orderBy('name').orderBy('protocol_type').execute();

export const findPlugin = (db: Db, id: string): Promise<PluginRow | undefined> =>
  db.selectFrom('tp_protocol_plugin').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();

export const pluginByType = (db: Db, protocolType: string): Promise<PluginRow | undefined> =>
  db.selectFrom('tp_protocol_plugin').select(PUBLIC_COLUMNS).where('protocol_type', '=', protocolType).executeTakeFirst();

/** The plugin whose secret hashes to this; '' never matches (a plugin without a secret cannot sign in). */
export const pluginBySecretHash = (db: Db, hash: string): Promise<PluginRow | undefined> =>
  db.selectFrom('tp_protocol_plugin').select(PUBLIC_COLUMNS).where('secret_hash', '=', hash).where('secret_hash', '<>', '').executeTakeFirst();

/** Another plugin already using this protocol type (ignoring `exceptId`). */
export async function typeTaken(db: Db, protocolType: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('tp_protocol_plugin').select('id').where('protocol_type', '=', protocolType);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

export const insertPlugin = (db: Db, row: ProtocolPluginTable) => db.insertInto('tp_protocol_plugin').values(row).execute();

export const updatePlugin = (db: Db, id: string, patch: Partial<ProtocolPluginTable>) =>
  db.updateTable('tp_protocol_plugin').set(patch).where('id', '=', id).execute();

export const deletePlugin = (db: Db, id: string) => db.deleteFrom('tp_protocol_plugin').where('id', '=', id).execute();

/** What a plugin is told about a device. */
export interface PluginDeviceRow {
  id: string;
  tenant_id: string;
  token: string | null;
  password: string;
  device_type: string;
  protocol: string;
  protocol_config: string;
  parent_id: string;
  sub_device_addr: string;
}

const DEVICE_COLUMNS = sql.raw('id, tenant_id, token, password, device_type, protocol, protocol_config, parent_id, sub_device_addr');
const TENANT_ENABLED = sql`not exists (select 1 from tenant_state ts where ts.tenant_id = device.tenant_id and ts.enabled = '0')`;

export async function deviceByToken(db: Db, token: string): Promise<PluginDeviceRow | undefined> {
  return (await sql<PluginDeviceRow>`select ${DEVICE_COLUMNS} from device where token = ${token} and ${TENANT_ENABLED} limit 1`.execute(db)).rows[0];
}

export async function deviceById(db: Db, id: string): Promise<PluginDeviceRow | undefined> {
  return (await sql<PluginDeviceRow>`select ${DEVICE_COLUMNS} from device where id = ${id} and ${TENANT_ENABLED}`.execute(db)).rows[0];
}

/** Sub-devices of these gateways, in address order. */
export async function subDevicesOf(db: Db, gatewayIds: string[]): Promise<PluginDeviceRow[]> {
  if (!gatewayIds.length) return [];
  const ids = sql.join(gatewayIds.map((i) => sql`${i}`));
  return (
    await sql<PluginDeviceRow>`select ${DEVICE_COLUMNS} from device where parent_id in (${ids}) and device_type = '3' and ${TENANT_ENABLED}
      order by sub_device_addr, id`.execute(db)
  ).rows;
}

export async function subDeviceByAddr(db: Db, gatewayId: string, addr: string): Promise<PluginDeviceRow | undefined> {
  return (
    await sql<PluginDeviceRow>`select ${DEVICE_COLUMNS} from device where parent_id = ${gatewayId} and device_type = '3'
      and sub_device_addr = ${addr} and ${TENANT_ENABLED} order by id limit 1`.execute(db)
  ).rows[0];
}

/** Direct devices and gateways of a protocol (sub-devices come with their gateway), a page of them. */
export async function devicesOfProtocol(db: Db, protocolType: string, limit: number, offset: number) {
  const where = sql`protocol = ${protocolType} and device_type in ('1', '2') and ${TENANT_ENABLED}`;
  const total = Number((await sql<{ n: string | number }>`select count(*) as n from device where ${where}`.execute(db)).rows[0].n);
  const rows = (
    await sql<PluginDeviceRow>`select ${DEVICE_COLUMNS} from device where ${where} order by created_at, id limit ${limit} offset ${offset}`.execute(db)
  ).rows;
  return { total, rows };
}

/** Every other plugin's topic prefix. */
export async function topicPrefixes(db: Db, exceptId?: string): Promise<string[]> {
  let q = db.selectFrom('tp_protocol_plugin').select('sub_topic_prefix').where('sub_topic_prefix', '<>', '');
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.execute()).map((r) => r.sub_topic_prefix);
}

/** The downlink topic prefix of the plugin serving a protocol; '' when no plugin (or no prefix). */
export async function topicPrefixOf(db: Db, protocolType: string): Promise<string> {
  const row = await db.selectFrom('tp_protocol_plugin').select('sub_topic_prefix').where('protocol_type', '=', protocolType).executeTakeFirst();
  return row?.sub_topic_prefix ?? '';
}

/** The broker login of a plugin: its protocol type and secret hash. */
export const pluginLogin = (db: Db, protocolType: string, hash: string) =>
  db
    .selectFrom('tp_protocol_plugin')
    .select(['protocol_type', 'sub_topic_prefix'])
    .where('protocol_type', '=', protocolType)
    .where('secret_hash', '=', hash)
    .where('secret_hash', '<>', '')
    .executeTakeFirst();
