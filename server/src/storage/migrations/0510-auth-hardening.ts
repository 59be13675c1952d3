/**
 * Auth hardening (registered as `0510-auth-hardening`): SMS codes are bound to a purpose and count their wrong
 * tries (the code table is rebuilt: codes live five minutes, none is worth keeping), and a user may be required to
 * change a one-time password before doing anything else.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists captcha`.execute(db);
  await sql`create table captcha (
    phone_number text not null, purpose text not null, code text not null, expires_at_ms bigint not null,
    sent_at_ms bigint not null, wrong_tries integer not null default 0, primary key (phone_number, purpose))`.execute(db);
  await sql`alter table users add column must_change_password text not null default '0'`.execute(db);
}
