/** SQL of sessions (one row per issued token, by `jti`) and of the tenant state a session depends on. */
import type { Db } from '../../storage/database';
import { adminDb } from '../settings/tables';

export async function tenantEnabledFlag(db: Db, tenantId: string): Promise<string | undefined> {
  const row = await adminDb(db).selectFrom('tenant_state').select('enabled').where('tenant_id', '=', tenantId).executeTakeFirst();
  return row?.enabled;
}

export async function insertSession(db: Db, s: { jti: string; user_id: string; expires_at: number; created_at: number }): Promise<void> {
  await db
    .insertInto('session')
    .values({ ...s, revoked_at: null })
    .execute();
}

/** The session of a token with its user and the user's tenant state. */
export const findSessionCaller = (db: Db, jti: string) =>
  adminDb(db)
    .selectFrom('session')
    .innerJoin('users', 'users.id', 'session.user_id')
    .leftJoin('tenant_state', 'tenant_state.tenant_id', 'users.tenant_id')
    .select([
      'session.revoked_at',
      'session.expires_at',
      'users.id',
      'users.email',
      'users.name',
      'users.authority',
      'users.tenant_id',
      'users.enabled',
      'users.must_change_password',
      'tenant_state.enabled as tenant_enabled',
    ])
    .where('session.jti', '=', jti)
    .executeTakeFirst();

export const findSessionTimes = (db: Db, jti: string) =>
  db.selectFrom('session').select(['expires_at', 'created_at']).where('jti', '=', jti).executeTakeFirstOrThrow();

export async function revokeSession(db: Db, jti: string, at: number): Promise<void> {
  await db.updateTable('session').set({ revoked_at: at }).where('jti', '=', jti).execute();
}

/** Revokes every open session of a user, or every one but `exceptJti`. */
export async function revokeUserSessions(db: Db, userId: string, at: number, exceptJti?: string): Promise<void> {
  let query = db.updateTable('session').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptJti) query = query.where('jti', '!=', exceptJti);
  await query.execute();
}

export async function deleteSessionsExpiredBefore(db: Db, at: number): Promise<void> {
  await db.deleteFrom('session').where('expires_at', '<', at).execute();
}
