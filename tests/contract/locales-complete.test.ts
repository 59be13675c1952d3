import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../sdk/src/services/session-store';
import { flattenSeed } from '../../server/src/modules/functions/menu-seed';

// The i18n rule of the brief: every locale carries every key another locale has, and no menu title is missing.
const root = join(__dirname, '..', '..');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function expectSameKeys(label: string, byLang: Record<string, string[]>) {
  const all = new Set(Object.values(byLang).flat());
  for (const [lang, keys] of Object.entries(byLang)) {
    const own = new Set(keys);
    const missing = [...all].filter((k) => !own.has(k));
    expect(missing, `${label}: locale '${lang}' lacks keys`).toEqual([]);
  }
}

const coreLocales = join(root, 'core', 'src', 'i18n', 'locales');

describe('core locales', () => {
  const areas = existsSync(join(coreLocales, 'ch')) ? readdirSync(join(coreLocales, 'ch')).filter((f) => f.endsWith('.json')) : [];

  it('has the default language', () => {
    expect(areas.length).toBeGreaterThan(0);
  });

  it.each(areas)('area %s exists in all six languages with the same keys', (file) => {
    const byLang: Record<string, string[]> = {};
    for (const lang of LANGUAGES) {
      const path = join(coreLocales, lang, file);
      expect(existsSync(path), `${lang}/${file} is missing`).toBe(true);
      byLang[lang] = keysOf(readJson(path));
    }
    expectSameKeys(`core/${file}`, byLang);
  });

  it('no language has an area the default lacks', () => {
    for (const lang of LANGUAGES) {
      const files = readdirSync(join(coreLocales, lang)).filter((f) => f.endsWith('.json'));
      expect(
        files.filter((f) => !areas.includes(f)),
        lang,
      ).toEqual([]);
    }
  });

  it('every menu and button title of the server seed has a translation', () => {
    const menu = keysOf(readJson(join(coreLocales, 'ch', 'menu.json'))).map((k) => `menu.${k}`);
    const button = keysOf(readJson(join(coreLocales, 'ch', 'button.json'))).map((k) => `button.${k}`);
    const known = new Set([...menu, ...button]);
    const missing = flattenSeed()
      .map((n) => n.title)
      .filter((t) => !known.has(t));
    expect(missing).toEqual([]);
  });
});

describe('extension locales', () => {
  const extDir = join(root, 'extensions');
  const exts = readdirSync(extDir).filter((d) => existsSync(join(extDir, d, 'locales')));

  it.each(exts)('extension %s carries all six languages with the same keys', (ext) => {
    const byLang: Record<string, string[]> = {};
    for (const lang of LANGUAGES) {
      const path = join(extDir, ext, 'locales', `${lang}.json`);
      expect(existsSync(path), `${ext}/locales/${lang}.json is missing`).toBe(true);
      byLang[lang] = keysOf(readJson(path));
    }
    expectSameKeys(`extensions/${ext}`, byLang);
  });
});
