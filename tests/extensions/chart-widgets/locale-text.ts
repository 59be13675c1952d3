import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', 'extensions', 'chart-widgets', 'locales');
const cache = new Map<string, Record<string, unknown>>();

/** The text of a fully-qualified key (`tessera.chart-widgets:a.b`) in a language. */
export function textOf(fqKey: string, lang = 'ch'): string {
  if (!cache.has(lang)) cache.set(lang, JSON.parse(readFileSync(join(root, `${lang}.json`), 'utf8')));
  const [, key] = fqKey.split(':');
  let node: unknown = cache.get(lang);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${fqKey}`);
  return node;
}

/** validate() messages as the Chinese the user sees. */
export function chMessages(keys: string[]): string[] {
  return keys.map((k) => textOf(k));
}
