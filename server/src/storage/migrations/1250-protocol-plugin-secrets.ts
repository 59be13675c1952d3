/**
 * Protocol plugins prove who they are (docs/protocol-plugins.md, "The plugin's credential"): the SHA-256 of the
 * secret shown once when SYS_ADMIN adds a plugin or resets its secret, and when the plugin last registered.
 * Plugins added before have no secret and cannot call the plugin routes until SYS_ADMIN resets it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tp_protocol_plugin add column secret_hash text not null default ''`.execute(db);
  await sql`alter table tp_protocol_plugin add column registered_at bigint not null default 0`.execute(db);
  await sql`create index tp_protocol_plugin_secret_idx on tp_protocol_plugin(secret_hash)`.execute(db);
  // The downlink looks a device's plugin up by the device's protocol.
  await sql`create index if not exists device_protocol_idx on device(protocol)`.execute(db);
}
