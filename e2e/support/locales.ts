import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();

/**
 * A core string as the console shows it, read from the locale file the console ships
 * (`core/src/i18n/locales/<lang>/<area>.json`; the key's first part is the area). `undefined` when missing.
 */
export function coreText(lang: string, key: string): string | undefined {
  const [area, ...rest] = key.split('.');
  const file = fileURLToPath(new URL(`../../core/src/i18n/locales/${lang}/${area}.json`, import.meta.url));
  let tree = cache.get(file);
  if (!tree) {
    try {
      tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    } catch {
      return undefined;
    }
    cache.set(file, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of rest) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
