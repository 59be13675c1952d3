import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, ROLES } from '@tessera/sdk';

// Every key the admin extensions use literally exists in each of their six locale files (the contract test only
// checks that the files agree with each other, not that the code's keys are there). Keys built from a value are
// listed with the values they can take.
const root = join(__dirname, '..', '..', '..', 'extensions');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
}

function has(obj: any, key: string): boolean {
  return key.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), obj) !== undefined;
}

// The default message keys of the SDK's form rules.
const VALIDATION = ['required', 'email', 'mobile', 'password', 'passwordMismatch', 'maxLength', 'invalid'].map((k) => `validation.${k}`);

const DYNAMIC: Record<string, string[]> = {
  system: [
    ...VALIDATION,
    ...['empty', 'unchanged', 'changed', 'removed'].map((s) => `setup.imageState_${s}`),
    ...['tenant', 'sysadmin', 'common'].map((a) => `functions.access_${a}`),
    ...ROLES.map((r) => `users.authority_${r}`),
  ],
  sites: [...VALIDATION, ...ROLES.map((r) => `siteUsers.authority_${r}`)],
  // The operation log's actions come from the server, in the request's language.
  logs: ['operation.user', 'operation.path', 'operation.ip'],
};

describe.each(['system', 'sites', 'logs'])('extension %s', (ext) => {
  const locales = Object.fromEntries(LANGUAGES.map((l) => [l, JSON.parse(readFileSync(join(root, ext, 'locales', `${l}.json`), 'utf8'))]));
  const areas = Object.keys(locales.ch);
  const source = files(join(root, ext, 'src'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const literal = [...source.matchAll(/['`]([a-zA-Z]+)\.([a-zA-Z_]+)['`]/g)].filter((m) => areas.includes(m[1])).map((m) => `${m[1]}.${m[2]}`);
  const used = [...new Set([...literal, ...DYNAMIC[ext]])];

  it('uses keys', () => expect(used.length).toBeGreaterThan(5));

  it.each(LANGUAGES)('%s has every key the code uses, none empty', (lang) => {
    const missing = used.filter((k) => !has(locales[lang], k));
    expect(missing).toEqual([]);
  });
});
