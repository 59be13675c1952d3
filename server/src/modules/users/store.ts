/** SQL for users and tenants. Tenant ids are 8 hex characters, user ids UUIDs (docs/CONTRACT.md). */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../storage/database';
import type { UserTable } from '../../storage/schema';
import { escapeLike } from '../../storage/like';

export type UserRow = UserTable;

export interface UserDto {
  id: string;
  name: string;
  email: string;
  authority: string;
  tenant_id: string;
  customer_id: string;
  enabled: string;
  phone_number: string;
  mobile: string;
  remark: string;
  additional_info: string;
  created_at: number;
  updated_at: number;
  /** '1': the user signed in with a one-time password and must change it before anything else. */
  must_change_password: string;
}

export function toUserDto(u: UserRow): UserDto {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    authority: u.authority,
    tenant_id: u.tenant_id ?? '',
    customer_id: u.tenant_id ?? '',
    enabled: u.enabled,
    phone_number: u.phone_number ?? '',
    mobile: u.phone_number ?? '',
    remark: u.remark,
    additional_info: u.additional_info,
    created_at: u.created_at,
    updated_at: u.updated_at,
    must_change_password: u.must_change_password,
  };
}

export const newTenantId = () => randomBytes(4).toString('hex');

export async function createTenant(db: Db, name: string, now: number): Promise<string> {
  const id = newTenantId();
  await db.insertInto('tenant').values({ id, name, created_at: now }).execute();
  return id;
}

export interface NewUser {
  tenant_id: string | null;
  email: string;
  phone_number?: string | null;
  name?: string;
  password_hash: string;
  /** '1': a one-time password the user must change at first login. */
  must_change_password?: string;
  authority: string;
  enabled?: string;
  remark?: string;
  additional_info?: string;
}

export async function insertUser(db: Db, u: NewUser, now: number): Promise<UserRow> {
  const row: UserRow = {
    id: randomUUID(),
    tenant_id: u.tenant_id,
    email: u.email.toLowerCase(),
    phone_number: u.phone_number || null,
    name: u.name || u.email.split('@')[0],
    password_hash: u.password_hash,
    authority: u.authority,
    enabled: u.enabled ?? '1',
    remark: u.remark ?? '',
    additional_info: u.additional_info ?? '{}',
    created_at: now,
    updated_at: now,
    must_change_password: u.must_change_password ?? '0',
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export const findUserByEmail = (db: Db, email: string) => db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
export const findUserByPhone = (db: Db, phone: string) => db.selectFrom('users').selectAll().where('phone_number', '=', phone).executeTakeFirst();
export const findUserById = (db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** Sortable API fields of `/user/list` and their columns. */
export const USER_SORT_COLUMNS = {
  name: 'name',
  email: 'email',
  mobile: 'phone_number',
  authority: 'authority',
  enabled: 'enabled',
  created_at: 'created_at',
} as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[keyof typeof USER_SORT_COLUMNS];

export interface UserFilter {
  tenant_id?: string;
  authorities?: string[];
  search?: string;
  sort?: { column: UserSortColumn; order: 'asc' | 'desc' };
  /** '1' or '0': only enabled or only disabled users. */
  enabled?: string;
}

export async function listUsers(db: Db, f: UserFilter, offset: number, limit: number) {
  let q = db.selectFrom('users');
  if (f.tenant_id !== undefined) q = q.where('tenant_id', '=', f.tenant_id);
  if (f.authorities) q = f.authorities.length ? q.where('authority', 'in', f.authorities) : q.where('authority', '=', '');
  if (f.enabled) q = q.where('enabled', '=', f.enabled);
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like), eb('phone_number', 'ilike', like)]));
  }
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const ordered = f.sort ? q.orderBy(f.sort.column, f.sort.order) : q.orderBy('created_at', 'desc');
  // The id breaks ties so paging through equal keys never repeats or skips a row.
  const rows = await ordered.selectAll().orderBy('email').orderBy('id').offset(offset).limit(limit).execute();
  return { total: Number(n), rows };
}

/** A new password hash; `mustChange`: it is a one-time password the user must replace at first login. */
export async function setPasswordHash(db: Db, id: string, password_hash: string, mustChange: boolean, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash, must_change_password: mustChange ? '1' : '0', updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function updateUser(db: Db, user: UserRow): Promise<void> {
  const { id, ...rest } = user;
  await db.updateTable('users').set(rest).where('id', '=', id).execute();
}

/** Deletes a user; a tenant owner takes its tenant along only when nobody else is left in it. */
export async function deleteUser(db: Db, user: Pick<UserRow, 'id' | 'authority' | 'tenant_id'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    if (user.authority === 'TENANT_ADMIN' && user.tenant_id) {
      const rest = await trx.selectFrom('users').select('id').where('tenant_id', '=', user.tenant_id).executeTakeFirst();
      if (!rest) await trx.deleteFrom('tenant').where('id', '=', user.tenant_id).execute();
    }
  });
}
