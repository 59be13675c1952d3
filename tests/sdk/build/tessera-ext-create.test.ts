// `tessera-ext create` as an integrator runs it, outside the workspace: the scaffold type-checks, builds, passes
// the market rules on its sources, packs, and its own harness test passes; a planted type error fails the build
// with the file and line; a language file lacking keys ships them in English.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'sdk/bin/tessera-ext.mjs');
const LANGS = ['ch', 'en', 'es', 'ja', 'de', 'fr'];

// Each CLI run spawns Node (and `build` the type checker): seconds each on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

let work: string;
let dir: string;

function cli(args: string[], cwd = dir) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tessera-create-'));
  expect(work.startsWith(ROOT)).toBe(false);
  const r = cli(['create', 'acme.weather'], work);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  dir = join(work, 'acme-weather');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('tessera-ext create', () => {
  it('scaffolds a screen, a widget, six locale files and a harness test', () => {
    for (const f of ['extension.json', 'src/index.tsx', 'src/main-view.tsx', 'src/value-widget.tsx', 'test/weather.test.tsx', 'README.md']) {
      expect(existsSync(join(dir, f)), f).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(join(dir, 'extension.json'), 'utf8'));
    expect(manifest).toMatchObject({
      id: 'acme.weather',
      entry: 'src/index.tsx',
      kind: 'visual',
      contributes: { views: [{ id: 'main', viewPath: '/pages/acme/weather', menu: { path: '/acme/weather' } }], widgets: [{ type: 'acmeWeatherValue' }] },
    });
    expect(Object.keys(manifest.i18n.locales).sort()).toEqual([...LANGS].sort());
    const en = JSON.parse(readFileSync(join(dir, 'locales/en.json'), 'utf8'));
    for (const l of LANGS) expect(Object.keys(JSON.parse(readFileSync(join(dir, `locales/${l}.json`), 'utf8')))).toEqual(Object.keys(en));
  });

  it('refuses a bad name, the reserved publisher and an existing folder', () => {
    expect(cli(['create', 'Bad_Name'], work)).toMatchObject({ status: 1, stderr: expect.stringContaining('not a valid extension name') });
    expect(cli(['create', 'tessera.mine'], work)).toMatchObject({ status: 1, stderr: expect.stringContaining('reserved') });
    expect(cli(['create', 'acme.weather'], work)).toMatchObject({ status: 1, stderr: expect.stringContaining('already exists') });
  });

  it('validates against the market rules on the sources (integrity comes with the build)', () => {
    const r = cli(['validate', '--market']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('acme.weather@0.1.0: extension.json is valid');
  });

  it('type-checks, builds and packs as is', () => {
    const b = cli(['build']);
    expect(b.stderr).toBe('');
    expect(b.status).toBe(0);
    expect(b.stdout).toMatch(/type-checked src\//);
    expect(b.stdout).toContain('built acme.weather@0.1.0');
    const p = cli(['pack']);
    expect(p.status).toBe(0);
    const pack = JSON.parse(readFileSync(join(dir, 'acme.weather-0.1.0.tessera.json'), 'utf8'));
    expect(pack.manifest).toMatchObject({ id: 'acme.weather', entry: 'index.js', integrity: expect.stringMatching(/^sha384-/) });
    expect(Object.keys(pack.files)).toEqual(expect.arrayContaining(['index.js', 'extension.json', ...LANGS.map((l) => `locales/${l}.json`)]));
  });

  it('passes its own harness test', () => {
    const r = cli(['test']);
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toMatch(/2 passed/);
    expect(existsSync(join(dir, 'node_modules'))).toBe(false);
  }, 120_000);

  it('fails the build on a type error, naming the file and line', () => {
    const file = join(dir, 'src/value-widget.tsx');
    const original = readFileSync(file, 'utf8');
    const lines = original.split('\n');
    const at = lines.findIndex((l) => l.includes('const key = config.mapping[0];'));
    lines[at] = lines[at].replace('const key =', 'const key: number =');
    writeFileSync(file, lines.join('\n'));
    try {
      const r = cli(['build']);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`src/value-widget.tsx:${at + 1}:`);
      expect(r.stderr).toMatch(/TS2322/);
      // --no-typecheck leaves it to esbuild, which strips types: the bundle builds.
      expect(cli(['build', '--no-typecheck']).status).toBe(0);
    } finally {
      writeFileSync(file, original);
    }
  });

  it('ships a language lacking keys with the English text, and warns', () => {
    const file = join(dir, 'locales/de.json');
    const original = readFileSync(file, 'utf8');
    const { noValue: _dropped, ...rest } = JSON.parse(original);
    writeFileSync(file, JSON.stringify(rest));
    try {
      expect(cli(['validate']).stderr).toContain('lacks keys noValue: English is shown for them');
      const b = cli(['build']);
      expect(b.status).toBe(0);
      expect(b.stderr).toContain('locales/de.json lacks keys noValue');
      const built = JSON.parse(readFileSync(join(dir, 'dist/locales/de.json'), 'utf8'));
      expect(built.noValue).toBe('No value yet');
      expect(built.click).toBe(rest.click);
    } finally {
      writeFileSync(file, original);
    }
    // English itself is the fallback: a key only another language has is an error.
    const en = join(dir, 'locales/en.json');
    const enText = readFileSync(en, 'utf8');
    const { click: _c, ...enRest } = JSON.parse(enText);
    writeFileSync(en, JSON.stringify(enRest));
    try {
      expect(cli(['build'])).toMatchObject({ status: 1, stderr: expect.stringContaining('locales/en.json lacks keys click') });
    } finally {
      writeFileSync(en, enText);
    }
  });
});
