/**
 * The isolation matrix's coverage rule, derived from the route table: a route whose body takes an id (a property
 * named `id`, `ids`, `*_id`, `*_ids`, `*_id_list`, or the casbin `role`/`user`/`roles` fields, at any depth) must
 * have at least one tenant-isolation case, or an entry here saying why its ids are not tenant-owned.
 */
import type { JsonSchema, RouteDef } from '../../server/src/http/route';

const ID_NAME = /^(ids?|role|roles|user|users)$|_ids?$|_id_list$/;

/** Id-valued property paths of a body schema (`data[].device_id` for an array of objects). */
export function idFieldsOf(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: string[] = [];
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, sub] of Object.entries(props)) {
    const here = prefix ? `${prefix}.${name}` : name;
    if (ID_NAME.test(name)) out.push(here);
    out.push(...idFieldsOf(sub, here));
    if (sub && typeof sub === 'object' && sub.items) out.push(...idFieldsOf(sub.items as JsonSchema, `${here}[]`));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const alt of (schema[key] as JsonSchema[] | undefined) ?? []) out.push(...idFieldsOf(alt, prefix));
  }
  return [...new Set(out)];
}

/** Routes that take an id which is not a tenant's (global catalogues, the caller's own account). */
export const NOT_TENANT_OWNED: Record<string, string> = {
  '/user/function/list': 'the function (menu) catalogue is one for the whole platform; id and parent_id filter it',
  '/v1/warning/strategy/add': 'tenant_id is the echoed row field; the server takes the tenant from the token (the after-snapshot shows B unchanged)',
  '/tp_protocol_plugin/edit': 'SYS_ADMIN only: protocol plugins are one registry for the whole platform (a tenant is refused with 999)',
  '/tp_protocol_plugin/delete': 'SYS_ADMIN only: protocol plugins are one registry for the whole platform (a tenant is refused with 999)',
  '/tp_protocol_plugin/secret/reset': 'SYS_ADMIN only: protocol plugins are one registry for the whole platform (a tenant is refused with 999)',
  '/market/sources/del': 'market sources are platform configuration of the SYS_ADMIN, shared by every tenant',
  '/market/catalog': 'source_id names a platform-wide market source; the catalog is the same for every tenant',
  '/market/detail': 'source_id names a platform-wide market source',
  '/market/install': 'SYS_ADMIN only; source_id names a platform-wide market source',
  '/market/device-plugin/install':
    "source_id names a platform-wide market source; the plugin lands in the caller's tenant (tests/server/modules/market.test.ts)",
  '/notification/send/email': 'SYS_ADMIN only; `user` is the SMTP login name of the test send, not a row id',
};

/** `path (fields)` of every id-taking route without a case or an exemption. */
export function uncoveredRoutes(routes: RouteDef[], casePaths: Iterable<string>): string[] {
  const covered = new Set(casePaths);
  return routes
    .filter((r) => r.auth === 'user' && idFieldsOf(r.body).length > 0 && !covered.has(r.path) && !(r.path in NOT_TENANT_OWNED))
    .map((r) => `${r.path} (${idFieldsOf(r.body).join(', ')})`);
}
