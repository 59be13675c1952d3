import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', 'extensions', 'plugin-editor', 'locales');
const cache = new Map<string, Record<string, unknown>>();

/** The text of a plugin-editor locale key in a language (default ch). */
export function textOf(key: string, lang = 'ch'): string {
  if (!cache.has(lang)) cache.set(lang, JSON.parse(readFileSync(join(root, `${lang}.json`), 'utf8')));
  let node: unknown = cache.get(lang);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node;
}
