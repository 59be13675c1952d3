import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tessera/sdk';

// Every key the charging extension uses exists in its six locale files; keys built from a value are listed.
const root = join(__dirname, '..', '..', '..', 'extensions', 'charging');
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
const has = (obj: any, key: string) => key.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), obj) !== undefined;

const DYNAMIC = [
  ...['sharp', 'peak', 'flat', 'valley'].map((k) => `tier.${k}`),
  ...['charging', 'full', 'finished'].map((s) => `order.status_${s}`),
  ...['period', 'site', 'orders', 'energy', 'electricityFee', 'serviceFee', 'idleFee', 'total'].map((k) => `income.${k}`),
];

describe('charging locales', () => {
  const locales = Object.fromEntries(LANGUAGES.map((l) => [l, JSON.parse(readFileSync(join(root, 'locales', `${l}.json`), 'utf8'))]));
  const areas = Object.keys(locales.ch);
  const source = files(join(root, 'src'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const literal = [...source.matchAll(/['`]([a-zA-Z]+)\.([a-zA-Z_]+)['`]/g)].filter((m) => areas.includes(m[1])).map((m) => `${m[1]}.${m[2]}`);
  const used = [...new Set([...literal, ...DYNAMIC])];

  it('uses keys', () => expect(used.length).toBeGreaterThan(40));

  it.each(LANGUAGES)('%s has every key the code uses', (lang) => {
    expect(used.filter((k) => !has(locales[lang], k))).toEqual([]);
  });
});
