import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateManifest, MANIFEST_SCHEMA } from '../../../sdk/src/manifest/validate-manifest';

const LOCALES = { ch: 'locales/ch.json', en: 'locales/en.json', es: 'locales/es.json', ja: 'locales/ja.json', de: 'locales/de.json', fr: 'locales/fr.json' };

function manifest(extra: Record<string, unknown> = {}) {
  return {
    manifestVersion: 1,
    id: 'acme.weather-station',
    version: '1.2.0',
    displayName: { en: 'Weather', ch: '天气' },
    kind: 'visual',
    engines: { sdk: '^1.0.0' },
    entry: 'index.js',
    i18n: { namespace: 'acme.weather-station', locales: LOCALES },
    contributes: {
      views: [{ id: 'main', viewPath: '/acme/weather', menu: { path: '/acme/weather', name: 'acmeWeather', title: { en: 'Weather' }, icon: 'cloud' } }],
      pages: [{ id: 'detail', viewPath: '/acme/weather/detail', path: '/acme/weather/detail', name: 'acmeWeatherDetail' }],
      widgets: [{ type: 'acme-gauge', category: 'dashboard', optionsVersion: 1 }],
    },
    provides: { services: [{ token: 'acme.weather.Forecast' }] },
    ...extra,
  };
}

const paths = (r: ReturnType<typeof validateManifest>) => r.errors.map((e) => e.path);

describe('validateManifest', () => {
  it('accepts a complete manifest', () => {
    const r = validateManifest(manifest());
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
  });

  it('reports a bad nested value with its JSON path', () => {
    const m = manifest();
    (m.contributes.views[0] as any).viewPath = 'no-leading-slash';
    const r = validateManifest(m);
    expect(r.valid).toBe(false);
    expect(paths(r)).toContain('/contributes/views/0/viewPath');
    expect(r.errors[0].message).toContain('"no-leading-slash"');
  });

  it('names missing and unknown properties at their own path', () => {
    const m: any = manifest({ colour: 'blue' });
    delete m.engines;
    const r = validateManifest(m);
    expect(r.errors).toContainEqual({ path: '/engines', message: 'is required' });
    expect(r.errors.find((e) => e.path === '/colour')?.message).toMatch(/unknown property "colour"/);
  });

  it.each([
    ['/id', { id: 'Acme.Weather' }],
    ['/id', { id: 'acme' }],
    ['/version', { version: '1.2' }],
    ['/kind', { kind: 'widget' }],
    ['/engines/sdk', { engines: { sdk: 'not a range' } }],
    ['/integrity', { integrity: 'sha256-abc' }],
    ['/activation', { activation: 'sometimes' }],
    ['/entry', { entry: '../outside.js' }],
    ['/entry', { entry: '/abs.js' }],
    ['/manifestVersion', { manifestVersion: 2 }],
    ['/displayName/en', { displayName: { ch: '天气' } }],
  ])('rejects %s for %j', (path, extra) => {
    expect(paths(validateManifest(manifest(extra)))).toContain(path);
  });

  it('requires locale files for all six languages', () => {
    const { fr: _fr, ...five } = LOCALES;
    const r = validateManifest(manifest({ i18n: { namespace: 'acme.weather-station', locales: five } }));
    expect(paths(r)).toContain('/i18n/locales/fr');
  });

  it('requires the i18n namespace to equal the id', () => {
    const r = validateManifest(manifest({ i18n: { namespace: 'other', locales: LOCALES } }));
    expect(paths(r)).toEqual(['/i18n/namespace']);
  });

  it('rejects duplicate view paths and ids shared by a view and a page', () => {
    const m = manifest();
    m.contributes.views.push({ id: 'second', viewPath: '/acme/weather' } as any);
    m.contributes.pages[0].id = 'main';
    const r = validateManifest(m);
    expect(paths(r)).toEqual(expect.arrayContaining(['/contributes/views/1/viewPath', '/contributes/pages/0/id']));
  });

  it('checks dependency keys and ranges', () => {
    const r = validateManifest(manifest({ dependencies: { 'Bad Id': '^1.0.0', 'tessera.home': 'x.y' } }));
    expect(paths(r)).toEqual(expect.arrayContaining(['/dependencies/Bad Id', '/dependencies/tessera.home']));
  });

  it('requires integrity and a non-reserved publisher only for market packages', () => {
    const plain = manifest({ id: 'tessera.home', i18n: { namespace: 'tessera.home', locales: LOCALES } });
    expect(validateManifest(plain).valid).toBe(true);
    const r = validateManifest(plain, { market: true });
    expect(paths(r)).toEqual(expect.arrayContaining(['/integrity', '/id']));
    const market = manifest({ integrity: `sha384-${'A'.repeat(64)}` });
    expect(validateManifest(market, { market: true }).valid).toBe(true);
  });

  it('never throws on non-objects', () => {
    expect(validateManifest(null).valid).toBe(false);
    expect(validateManifest([]).errors[0].path).toBe('');
  });

  it('the root schema file is the one the validator uses, with a description on every property', () => {
    const onDisk = JSON.parse(readFileSync(resolve(__dirname, '../../../extension-manifest.schema.json'), 'utf8'));
    expect(onDisk).toEqual(MANIFEST_SCHEMA);
    const missing: string[] = [];
    const walk = (node: any, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (node.type === 'object' && node.additionalProperties !== false && typeof node.additionalProperties !== 'object')
        missing.push(`${at} (additionalProperties)`);
      for (const [k, v] of Object.entries<any>(node.properties ?? {})) {
        if (!v.description) missing.push(`${at}/properties/${k}`);
        walk(v, `${at}/properties/${k}`);
      }
      for (const [k, v] of Object.entries<any>(node.$defs ?? {})) walk(v, `${at}/$defs/${k}`);
      if (node.items) walk(node.items, `${at}/items`);
      if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${at}/additionalProperties`);
    };
    walk(onDisk, '');
    expect(missing).toEqual([]);
  });
});
