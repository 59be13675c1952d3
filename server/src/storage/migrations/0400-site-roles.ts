/**
 * Site roles (issue 4): a role belongs to its tenant and, optionally, to one site of it. A request inside a site
 * (X-Site-ID) manages that site's roles; a request outside manages the tenant-wide ones. Deleting a site deletes
 * its roles (and, through role's cascades, their grants and user bindings). Registered as `0400-site-roles`.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table role add column site_id text references site(id) on delete cascade`.execute(db);
  await sql`create index role_scope_idx on role(tenant_id, site_id)`.execute(db);
  // The site overview counts devices per site.
  await sql`create index if not exists device_site_idx on device(site_id)`.execute(db);
}
