import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { marketManifest, packExtension, trustTestPublisher } from '../helpers/extension-pack';

const ENTRY = 'export default { activate() {} };\n';

describe.each(testBackends())('extension catalog, install and uninstall (%s)', (backend) => {
  let s: TestServer;
  let builtins: string;
  let admin: string;
  beforeAll(async () => {
    builtins = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-builtins-'));
    await fs.mkdir(path.join(builtins, 'home'));
    await fs.writeFile(
      path.join(builtins, 'home', 'extension.json'),
      JSON.stringify({
        manifestVersion: 1,
        id: 'tessera.home',
        version: '1.2.3',
        displayName: { en: 'Home' },
        kind: 'visual',
        engines: { sdk: '^1.0.0' },
        entry: 'index.js',
        contributes: { views: [{ id: 'home', viewPath: '/pages/home/index' }] },
      }),
    );
    await fs.writeFile(path.join(builtins, 'home', 'index.js'), 'export default {};');
    await fs.mkdir(path.join(builtins, 'broken'));
    await fs.writeFile(path.join(builtins, 'broken', 'extension.json'), '{"id": 1}');
    s = await startTestServer({ backend, config: { extensionsDir: builtins } });
    admin = await s.login(ADMIN_EMAIL);
    await trustTestPublisher(s, admin);
  });
  afterAll(async () => {
    await s?.close();
    await fs.rm(builtins, { recursive: true, force: true });
  });

  it('registers valid built-ins at start and serves their files immutable', async () => {
    const catalog = await s.post('/extensions/catalog', {}, { token: admin });
    expect(catalog.data).toEqual([
      { manifest: expect.objectContaining({ id: 'tessera.home' }), baseUrl: '/ext/tessera.home/1.2.3/', builtin: true, enabled: true },
    ]);
    const res = await fetch(`${s.url}/ext/tessera.home/1.2.3/index.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('export default {};');
    expect((await fetch(`${s.url}/ext/tessera.home/9.9.9/index.js`)).status).toBe(404);
    expect((await fetch(`${s.url}/ext/tessera.home/1.2.3/../../../etc/passwd`)).status).toBe(404);
    expect((await s.post('/extensions/uninstall', { id: 'tessera.home' }, { token: admin })).message).toBe('内置扩展不能卸载或替换');
  });

  it('installs a pack: verifies it, stores files, adds its menu entry; uninstall removes both', async () => {
    const tenant = await s.login(TENANT_ADMIN_EMAIL);
    const pack = packExtension(marketManifest(), { 'index.js': ENTRY, 'locales/en.json': '{"title":"Weather"}' });
    expect((await s.post('/extensions/install', pack, { token: tenant })).code).toBe(999);

    const installed = await s.post('/extensions/install', pack, { token: admin });
    expect(installed).toMatchObject({ code: 200, data: { baseUrl: '/ext/acme.weather/1.0.0/', builtin: false, enabled: true } });
    const catalog = await s.post('/extensions/catalog', {}, { token: tenant });
    expect(catalog.data.map((e: any) => e.manifest.id)).toEqual(['tessera.home', 'acme.weather']);
    const file = await fetch(`${s.url}/ext/acme.weather/1.0.0/index.js`);
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(await file.text()).toBe(ENTRY);
    expect(await (await fetch(`${s.url}/ext/acme.weather/1.0.0/locales/en.json`)).json()).toEqual({ title: 'Weather' });

    const auth = (await s.post('/user/function/auth', {}, { token: tenant })).data;
    const apps = auth.menu_tree.find((n: any) => n.name === 'applicationManagement');
    expect(apps.children.at(-1)).toMatchObject({
      name: 'acmeWeather',
      type: '1',
      path: '/acme/weather',
      component: '/pages/acme/weather',
      title: 'menu.acmeWeather',
      icon: 'cloud',
    });

    expect((await s.post('/extensions/uninstall', { id: 'acme.weather' }, { token: admin })).code).toBe(200);
    expect((await s.post('/extensions/catalog', {}, { token: tenant })).data).toHaveLength(1);
    const after = (await s.post('/user/function/auth', {}, { token: tenant })).data;
    expect(JSON.stringify(after)).not.toContain('acmeWeather');
    expect((await fetch(`${s.url}/ext/acme.weather/1.0.0/index.js`)).status).toBe(404);
    expect((await s.post('/extensions/uninstall', { id: 'acme.weather' }, { token: admin })).code).toBe(400);
  });

  it('refuses tampered, invalid or unsafe packs with a clear 1000', async () => {
    const pack = packExtension(marketManifest('acme.bad'), { 'index.js': ENTRY });
    const tampered = { ...pack, files: { 'index.js': Buffer.from(ENTRY + '//x').toString('base64') } };
    expect(await s.post('/extensions/install', tampered, { token: admin })).toMatchObject({ code: 1000, message: expect.stringContaining('integrity') });
    const noIntegrity = { ...pack, manifest: { ...pack.manifest, integrity: undefined } };
    expect((await s.post('/extensions/install', noIntegrity, { token: admin })).code).toBe(1000);
    const badId = packExtension({ ...marketManifest(), id: 'Not An Id' }, { 'index.js': ENTRY });
    expect(await s.post('/extensions/install', badId, { token: admin })).toMatchObject({ code: 1000, message: expect.stringContaining('manifest.id') });
    const escape = { ...pack, files: { ...pack.files, '../evil.js': 'AAAA' } };
    expect((await s.post('/extensions/install', escape, { token: admin })).code).toBe(1000);
    const missingEntry = packExtension(marketManifest('acme.noentry'), { 'other.js': ENTRY });
    expect((await s.post('/extensions/install', missingEntry, { token: admin })).code).toBe(1000);
    const badParent = packExtension(
      {
        ...marketManifest('acme.parent'),
        contributes: { views: [{ id: 'v', viewPath: '/pages/x', menu: { path: '/x', name: 'xx', title: { en: 'X' }, parent: 'nope' } }] },
      },
      { 'index.js': ENTRY },
    );
    expect((await s.post('/extensions/install', badParent, { token: admin })).code).toBe(1000);
    expect((await s.post('/extensions/catalog', {}, { token: admin })).data).toHaveLength(1);
  });

  it("refuses a pack claiming a view path or menu path already claimed, naming the owner, in the caller's language", async () => {
    const claim = (id: string, viewPath: string, menuPath: string, name: string) =>
      packExtension(
        {
          ...marketManifest(id),
          contributes: {
            views: [
              {
                id: 'v',
                viewPath,
                menu: { path: menuPath, name, title: { en: 'X' }, parent: 'applicationManagement' },
              },
            ],
          },
        },
        { 'index.js': ENTRY },
      );
    const stolenView = await s.post('/extensions/install', claim('acme.thief', '/pages/home/index', '/acme/thief', 'acmeThief'), { token: admin });
    expect(stolenView).toMatchObject({ code: 400, message: '视图路径 /pages/home/index 已由扩展 tessera.home 提供' });
    const english = await s.post('/extensions/install', claim('acme.thief', '/pages/home/index/', '/acme/thief', 'acmeThief'), {
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(english.message).toBe('The view path /pages/home/index is already provided by the extension tessera.home');

    expect((await s.post('/extensions/install', packExtension(marketManifest(), { 'index.js': ENTRY }), { token: admin })).code).toBe(200);
    const stolenMenu = await s.post('/extensions/install', claim('acme.copycat', '/pages/acme/copycat', '/acme/weather', 'acmeCopycat'), { token: admin });
    expect(stolenMenu).toMatchObject({ code: 400, message: '菜单路径 /acme/weather 已被扩展 acme.weather 占用' });
    const seededMenu = await s.post('/extensions/install', claim('acme.copycat', '/pages/acme/copycat', '/monitoring/list', 'acmeCopycat'), { token: admin });
    expect(seededMenu).toMatchObject({ code: 400, message: '菜单路径 /monitoring/list 已被系统菜单 monitoringList 占用' });

    // Nothing of the refused packs was installed, and reinstalling the owner itself is no conflict.
    const ids = (await s.post('/extensions/catalog', {}, { token: admin })).data.map((e: any) => e.manifest.id);
    expect(ids).toEqual(['tessera.home', 'acme.weather']);
    const auth = (await s.post('/user/function/auth', {}, { token: await s.login(TENANT_ADMIN_EMAIL) })).data;
    expect(JSON.stringify(auth).split('"/acme/weather"')).toHaveLength(2);
    expect((await s.post('/extensions/install', packExtension(marketManifest(), { 'index.js': ENTRY }), { token: admin })).code).toBe(200);
    expect((await s.post('/extensions/uninstall', { id: 'acme.weather' }, { token: admin })).code).toBe(200);
  });

  it('accepts packs up to 20 MB on the install route', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024);
    const pack = packExtension(marketManifest('acme.big'), { 'index.js': ENTRY, 'assets/blob.txt': big });
    const r = await s.post('/extensions/install', pack, { token: admin });
    expect(r.code).toBe(200);
    const res = await fetch(`${s.url}/ext/acme.big/1.0.0/assets/blob.txt`);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    // Read to the end: an unread body keeps the connection busy and the server's close waits for it.
    expect((await res.arrayBuffer()).byteLength).toBe(big.length);
    await s.post('/extensions/uninstall', { id: 'acme.big' }, { token: admin });
  });
});
