/**
 * `/market/*`: the plugin market. Sources, trusted publisher keys and the unsigned switch are the SYS_ADMIN's; the
 * catalog and a package's detail are readable by every signed-in user (tenants install device plugins from it);
 * installing a console extension is the SYS_ADMIN's, a device plugin goes into the calling tenant's plugin list.
 */
import { group, id, obj, route, str, type RouteDef } from '../../http/route';
import { OPERATORS, scopeOf } from '../devices/scope';
import type { CatalogFilter, MarketService, PackageRef } from './service';

const KINDS = ['device', 'analysis-script', 'rule-engine', 'protocol', 'visual'];
const sys = { auth: 'user' as const, roles: ['SYS_ADMIN' as const] };
const ref = obj({ source_id: id(), id: str({ minLength: 1, maxLength: 128 }), version: str({ minLength: 1, maxLength: 64 }) }, ['source_id', 'id']);

export function marketRoutes(svc: MarketService): RouteDef[] {
  return group('market', [
    route({
      path: '/market/sources/list',
      ...sys,
      readonly: true,
      body: obj({}),
      summary: 'Market sources: [{id, name, kind, location, created_at}]',
      handler: () => svc.sources(),
    }),
    route({
      path: '/market/sources/add',
      ...sys,
      summary: 'Add a market source: a directory on the server or an http(s) URL of a tessera-market-index@1 document',
      body: obj(
        { name: str({ minLength: 1, maxLength: 100 }), kind: { type: 'string', enum: ['directory', 'url'] }, location: str({ minLength: 1, maxLength: 1000 }) },
        ['name', 'kind', 'location'],
      ),
      handler: (b: { name: string; kind: 'directory' | 'url'; location: string }) => svc.addSource(b),
    }),
    route({ path: '/market/sources/del', ...sys, body: obj({ id: id() }, ['id']), handler: (b: { id: string }) => svc.deleteSource(b.id) }),
    route({
      path: '/market/keys/list',
      ...sys,
      readonly: true,
      body: obj({}),
      summary: 'Trusted publisher keys: [{id, name, public_key, created_at}]',
      handler: () => svc.keys(),
    }),
    route({
      path: '/market/keys/add',
      ...sys,
      summary: 'Trust a publisher key (base64 ed25519 public key, as `tessera-ext keygen` prints it)',
      body: obj({ name: str({ minLength: 1, maxLength: 100 }), public_key: str({ minLength: 1, maxLength: 100 }) }, ['name', 'public_key']),
      handler: (b: { name: string; public_key: string }) => svc.addKey(b),
    }),
    route({
      path: '/market/keys/del',
      ...sys,
      body: obj({ id: str({ minLength: 1, maxLength: 64 }) }, ['id']),
      handler: (b: { id: string }) => svc.deleteKey(b.id),
    }),
    route({ path: '/market/settings/get', ...sys, readonly: true, body: obj({}), summary: '{allow_unsigned}', handler: () => svc.settings() }),
    route({
      path: '/market/settings/save',
      ...sys,
      summary: 'allow_unsigned: install packages without a trusted signature (off by default)',
      body: obj({ allow_unsigned: { type: 'boolean' } }, ['allow_unsigned']),
      handler: (b: { allow_unsigned: boolean }) => svc.saveSettings(b),
    }),
    route({
      path: '/market/installed',
      auth: 'user',
      readonly: true,
      body: obj({}),
      summary: 'Every extension (built-in and market) with its state and signer',
      handler: () => svc.installed(),
    }),
    route({
      path: '/market/catalog',
      auth: 'user',
      readonly: true,
      summary: 'Packages of the market sources, newest version per id, with installed version and update flag',
      body: obj({ keyword: str({ maxLength: 100 }), category: { type: 'string', enum: KINDS }, source_id: id() }),
      handler: (b: CatalogFilter, c) => svc.list(b, c.lang),
    }),
    route({
      path: '/market/detail',
      auth: 'user',
      readonly: true,
      body: ref,
      summary: 'One package: readme, screenshots, version history',
      handler: (b: PackageRef) => svc.detail(b),
    }),
    route({
      path: '/market/install',
      ...sys,
      body: ref,
      summary: 'Install or update a console extension from a market source',
      handler: (b: PackageRef) => svc.install(b),
    }),
    route({
      path: '/market/device-plugin/install',
      auth: 'user',
      roles: OPERATORS,
      body: ref,
      summary: "Add a device plugin (thing model) from the market to the caller's tenant plugin list",
      handler: (b: PackageRef, c) => svc.installDevicePlugin(scopeOf(c), b),
    }),
  ]);
}
