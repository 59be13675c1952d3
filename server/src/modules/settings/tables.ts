/** Row types of the admin tables (settings/migration.ts), merged onto the foundation's `Database`. */
import type { Kysely } from 'kysely';
import type { Db } from '../../storage/database';
import type { Database } from '../../storage/schema';

export interface TenantStateTable {
  tenant_id: string;
  enabled: string;
  remark: string;
  disabled_user_ids: string;
}
export interface SystemConfigTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface AdminDatabase extends Database {
  tenant_state: TenantStateTable;
  system_config: SystemConfigTable;
}

export type AdminDb = Kysely<AdminDatabase>;
/** The same connection, typed with the admin tables too. */
export const adminDb = (db: Db): AdminDb => db as unknown as AdminDb;
