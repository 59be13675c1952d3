import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tessera/sdk';

// Every key the mini-program extension uses exists in its six locale files; keys built from a value are listed.
const root = join(__dirname, '..', '..', '..', 'extensions', 'mini-program');
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
const has = (obj: any, key: string) => key.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), obj) !== undefined;

const DYNAMIC = [
  ...['new', 'replied', 'closed'].map((s) => `feedback.status_${s}`),
  ...['site', 'all'].map((a) => `notice.audience_${a}`),
  ...['bold', 'italic', 'underline', 'paragraph', 'list'].map((k) => `notice.format_${k}`),
  ...['draft', 'published', 'scheduled'].map((s) => `notice.state_${s}`),
  ...['banner', 'guide'].map((k) => `source.kind_${k}`),
  'key.reset',
  'key.create',
  'scan.reading',
  'scan.pickPicture',
  'source.add',
  'source.edit',
  'notice.add',
  'notice.edit',
];

describe('mini-program locales', () => {
  const locales = Object.fromEntries(LANGUAGES.map((l) => [l, JSON.parse(readFileSync(join(root, 'locales', `${l}.json`), 'utf8'))]));
  const areas = Object.keys(locales.ch);
  const source = files(join(root, 'src'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const literal = [...source.matchAll(/['`]([a-zA-Z]+)\.([a-zA-Z_]+)['`]/g)].filter((m) => areas.includes(m[1])).map((m) => `${m[1]}.${m[2]}`);
  const used = [...new Set([...literal, ...DYNAMIC])];

  it('uses keys', () => expect(used.length).toBeGreaterThan(80));

  it.each(LANGUAGES)('%s has every key the code uses', (lang) => {
    expect(used.filter((k) => !has(locales[lang], k))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no key the code does not use', (lang) => {
    const all = Object.entries(locales[lang] as Record<string, Record<string, string>>).flatMap(([a, o]) => Object.keys(o).map((k) => `${a}.${k}`));
    expect(all.filter((k) => !used.includes(k))).toEqual([]);
  });
});
