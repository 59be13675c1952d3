import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tessera/sdk';

// Every key the visualization extension uses exists in its six locale files; keys built from a value are listed.
const root = join(__dirname, '..', '..', '..', 'extensions', 'visualization');
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
const has = (obj: any, key: string) => key.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), obj) !== undefined;

const DYNAMIC = [
  ...['dashboard', 'information', 'history', 'control', 'report', 'video', 'other'].map((c) => `visualization.categories.${c}`),
  ...['15m', '1h', '6h', '24h', '7d', '30d'].map((r) => `visualization.ranges.${r}`),
];

describe('visualization locales', () => {
  const locales = Object.fromEntries(LANGUAGES.map((l) => [l, JSON.parse(readFileSync(join(root, 'locales', `${l}.json`), 'utf8'))]));
  const source = files(join(root, 'src'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const literal = [...source.matchAll(/['`](visualization\.[a-zA-Z_]+)['`]/g)].map((m) => m[1]);
  const used = [...new Set([...literal, ...DYNAMIC])];

  it('uses keys', () => expect(used.length).toBeGreaterThan(60));

  it.each(LANGUAGES)('%s has every key the code uses', (lang) => {
    expect(used.filter((k) => !has(locales[lang], k))).toEqual([]);
  });
});
