/**
 * Two servers on one PostgreSQL schema: an extension installed through one is served by the other (its files are
 * in the database), its menu entry appears there at once, and its uninstall or a reinstall with other files is
 * seen there too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketManifest, packExtension, trustTestPublisher } from '../helpers/extension-pack';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';
import { waitFor } from '../../security/hostile-client';

describe.skipIf(!process.env.TESSERA_TEST_DATABASE_URL)('extensions across servers (postgres)', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ backend: 'postgres' });
    b = await startTestServer({ backend: 'postgres', sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const menuNames = async (s: TestServer, token: string): Promise<string> => JSON.stringify((await s.post('/user/function/auth', {}, { token })).data);
  const fetchText = async (s: TestServer, p: string) => {
    const res = await fetch(`${s.url}${p}`);
    return { status: res.status, text: await res.text() };
  };

  it('installed on A: B serves its files and shows its menu; uninstalled on A: gone on B', async () => {
    const admin = await a.login(ADMIN_EMAIL);
    await trustTestPublisher(a, admin);
    const tenant = await b.login(TENANT_ADMIN_EMAIL);
    const before = await menuNames(b, tenant); // fills B's menu cache
    expect(before).not.toContain('acme_weather');
    const first = 'export default { activate() { return 1; } };\n';
    const pack = packExtension(marketManifest(), { 'index.js': first, 'locales/en.json': '{"title":"Weather"}' });
    expect((await a.post('/extensions/install', pack, { token: admin })).code).toBe(200);

    expect(await fetchText(b, '/ext/acme.weather/1.0.0/index.js')).toEqual({ status: 200, text: first });
    expect(JSON.parse((await fetchText(b, '/ext/acme.weather/1.0.0/locales/en.json')).text)).toEqual({ title: 'Weather' });
    await waitFor(async () => (await menuNames(b, tenant)) !== before, 'the menu on B to change');

    // Reinstalled with other files under the same version: B serves the new ones.
    const second = 'export default { activate() { return 2; } };\n';
    expect((await a.post('/extensions/install', packExtension(marketManifest(), { 'index.js': second }), { token: admin })).code).toBe(200);
    await waitFor(async () => (await fetchText(b, '/ext/acme.weather/1.0.0/index.js')).text === second, 'B to serve the reinstalled file');

    expect((await a.post('/extensions/uninstall', { id: 'acme.weather' }, { token: admin })).code).toBe(200);
    expect((await fetchText(b, '/ext/acme.weather/1.0.0/index.js')).status).toBe(404);
    await waitFor(async () => (await menuNames(b, tenant)) === before, 'the menu on B to lose the entry');
  });
});
