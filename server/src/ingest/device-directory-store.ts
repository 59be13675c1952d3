/**
 * SQL of the device directory (the broker's and the pipeline's device lookups). A device of a disabled tenant is
 * not found.
 */
import { sql, type Kysely } from 'kysely';

export interface DirectoryRow {
  id: string;
  tenant_id: string;
  token: string | null;
  name: string;
  password: string;
  device_type: string;
  parent_id: string;
  sub_device_addr: string;
  script_id: string;
  additional_info: string;
  protocol: string;
}

const COLUMNS = sql.raw('id, tenant_id, token, name, password, device_type, parent_id, sub_device_addr, script_id, additional_info, protocol');
const TENANT_ENABLED = sql`not exists (select 1 from tenant_state ts where ts.tenant_id = device.tenant_id and ts.enabled = '0')`;

export async function deviceByToken(db: Kysely<any>, token: string): Promise<DirectoryRow | undefined> {
  return (await sql<DirectoryRow>`select ${COLUMNS} from device where token = ${token} and ${TENANT_ENABLED}`.execute(db)).rows[0];
}

export async function deviceById(db: Kysely<any>, id: string): Promise<DirectoryRow | undefined> {
  return (await sql<DirectoryRow>`select ${COLUMNS} from device where id = ${id} and ${TENANT_ENABLED}`.execute(db)).rows[0];
}

export async function subDeviceOf(db: Kysely<any>, gatewayId: string, addr: string): Promise<DirectoryRow | undefined> {
  return (
    await sql<DirectoryRow>`select ${COLUMNS} from device where parent_id = ${gatewayId} and sub_device_addr = ${addr} and ${TENANT_ENABLED} limit 1`.execute(
      db,
    )
  ).rows[0];
}
