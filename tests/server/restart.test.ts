import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends } from './helpers/test-server';
import { marketManifest, packExtension, trustTestPublisher } from './helpers/extension-pack';

describe.each(testBackends())('restart on the same data (%s)', (backend) => {
  it('keeps users, sites, sessions (persisted JWT secret), installed extensions and the menu', async () => {
    // No TESSERA_JWT_SECRET: the random secret must be persisted in the data dir for tokens to survive.
    let s = await startTestServer({ backend, config: { jwtSecret: undefined } });
    try {
      const tenant = await s.login(TENANT_ADMIN_EMAIL);
      const admin = await s.login(ADMIN_EMAIL);
      await trustTestPublisher(s, admin);
      const site = await s.post('/site/add', { name: 'Survives' }, { token: tenant });
      await s.post('/user/add', { email: 'kept@tessera.local', password: 'kept-pass', authority: 'TENANT_USER' }, { token: tenant });
      const pack = packExtension(marketManifest(), { 'index.js': 'export default {}' });
      expect((await s.post('/extensions/install', pack, { token: admin })).code).toBe(200);
      const menuBefore = (await s.post('/user/function/auth', {}, { token: tenant })).data;
      const logoutToken = await s.login(TENANT_ADMIN_EMAIL);
      await s.post('/auth/logout', {}, { token: logoutToken });

      s = await s.restart();

      expect((await s.post('/auth/me', {}, { token: tenant })).data.email).toBe(TENANT_ADMIN_EMAIL);
      expect((await s.post('/auth/me', {}, { token: logoutToken })).code).toBe(401);
      expect((await s.post('/site/detail', { id: site.data.id }, { token: tenant })).data.name).toBe('Survives');
      expect((await s.post('/auth/login', { email: 'kept@tessera.local', password: 'kept-pass' })).code).toBe(200);
      expect((await s.post('/user/function/auth', {}, { token: tenant })).data).toEqual(menuBefore);
      const catalog = await s.post('/extensions/catalog', {}, { token: tenant });
      expect(catalog.data.map((e: any) => e.manifest.id)).toEqual(['acme.weather']);
      expect(await (await fetch(`${s.url}/ext/acme.weather/1.0.0/index.js`)).text()).toBe('export default {}');
      // The seed ran once: still exactly one SYS_ADMIN and one copy of each seeded menu entry.
      const users = await s.post('/user/list', { per_page: 100, authority: 'SYS_ADMIN' }, { token: await s.login(ADMIN_EMAIL) });
      expect(users.data.total).toBe(1);
    } finally {
      await s.close();
    }
  });
});
