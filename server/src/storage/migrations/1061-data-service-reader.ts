/**
 * A restricted role for data-service SQL, where the database user may create one: `tessera_ds_reader` (NOLOGIN)
 * may use this schema and SELECT the `ds_*` views, nothing else. The query runs under `SET LOCAL ROLE` to it, so
 * even SQL that got past the allow-list check can neither read the real tables nor call privileged functions.
 * Without CREATEROLE (or when another server made the role first) the statements are skipped and the other
 * layers stand alone (docs/data-service.md).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `do $$
    begin
      if not exists (select 1 from pg_roles where rolname = 'tessera_ds_reader') then
        create role tessera_ds_reader nologin;
      end if;
    exception when others then null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `do $$
    begin
      if exists (select 1 from pg_roles where rolname = 'tessera_ds_reader') then
        execute format('grant usage on schema %I to tessera_ds_reader', current_schema());
        grant select on ds_device, ds_telemetry, ds_telemetry_latest, ds_event to tessera_ds_reader;
      end if;
    exception when others then null;
    end $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `do $$
    begin
      revoke select on ds_device, ds_telemetry, ds_telemetry_latest, ds_event from tessera_ds_reader;
    exception when others then null;
    end $$`,
    )
    .execute(db);
}
