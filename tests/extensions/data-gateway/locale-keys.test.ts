import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tessera/sdk';

// Every key the data-gateway extension uses exists in its six locale files, and the six files hold the same keys.
const root = join(__dirname, '..', '..', '..', 'extensions', 'data-gateway');
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
const has = (obj: any, key: string) => key.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), obj) !== undefined;
const keysOf = (obj: any, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('data-gateway locales', () => {
  const locales = Object.fromEntries(LANGUAGES.map((l) => [l, JSON.parse(readFileSync(join(root, 'locales', `${l}.json`), 'utf8'))]));
  const areas = Object.keys(locales.ch);
  const source = files(join(root, 'src'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const used = [...new Set([...source.matchAll(/['`]([a-zA-Z]+)\.([a-zA-Z_]+)['`]/g)].filter((m) => areas.includes(m[1])).map((m) => `${m[1]}.${m[2]}`))];

  it('uses keys', () => expect(used.length).toBeGreaterThan(10));

  it.each(LANGUAGES)('%s has every key the code uses and no other', (lang) => {
    expect(used.filter((k) => !has(locales[lang], k))).toEqual([]);
    expect(keysOf(locales[lang]).sort()).toEqual(keysOf(locales.ch).sort());
  });
});
