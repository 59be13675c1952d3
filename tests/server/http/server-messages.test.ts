/**
 * Every user-facing server message is a six-language text: this walks every `messages.ts` under server/src (so the
 * messages other areas add are covered without listing them) and scans the server's sources for messages written
 * as bare literals where a LocalizedText belongs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isLocalizedText, LANGS, type LocalizedText } from '../../../server/src/i18n/localized-text';

const SERVER_SRC = path.resolve(__dirname, '../../../server/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every LocalizedText reachable from a module's exports, by its dotted path. */
function collect(value: unknown, where: string, out: Map<string, LocalizedText>, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (isLocalizedText(value)) {
    out.set(where, value);
    return;
  }
  for (const [k, v] of Object.entries(value)) collect(v, `${where}.${k}`, out, seen);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const THROWERS = /\b(validationError|businessError|forbiddenError|unauthorizedError)\(\s*['"`]/;
const API_ERROR = /new ApiError\([^,()]+,\s*['"`]/;
const OK_LITERAL = /\bok\((?:[^()]|\([^()]*\))*?,\s*['"`]/;
const CJK_LITERAL = /(['"`])[^'"`\n]*[\u4e00-\u9fff][^'"`\n]*\1/;
/** Data, not messages: the thing-model library, demo devices and sites, the menu seed, migrations (frozen copies). */
const CJK_DATA = /(tsl-library|device-model-seed|ingest[\\/]demo|[\\/]demo-|menu-seed|migrations[\\/])[^\\/]*\.ts$/;

/** Lines of a source that hand the client a message that is not a LocalizedText. */
function bareMessages(file: string, text: string): string[] {
  if (/[\\/]messages\.ts$/.test(file)) return [];
  return text.split('\n').flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*(\*|\/\*)/.test(code)) return [];
    const bad = THROWERS.test(code) || API_ERROR.test(code) || OK_LITERAL.test(code) || (!CJK_DATA.test(file) && CJK_LITERAL.test(code));
    return bad ? [`${path.relative(SERVER_SRC, file)}:${i + 1}: ${line.trim()}`] : [];
  });
}

describe('server messages', () => {
  it('every message of every messages.ts has all six languages, none empty, with the same placeholders', async () => {
    const files = sourceFiles(SERVER_SRC).filter((f) => path.basename(f) === 'messages.ts');
    const found = new Map<string, LocalizedText>();
    for (const file of files) {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      collect(mod, path.relative(SERVER_SRC, file), found);
    }
    // The HTTP layer, the shared replies, the realtime frames and at least ten modules have their messages.ts.
    expect(files.length).toBeGreaterThanOrEqual(14);
    expect(found.size).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const [where, text] of found) {
      const expected = placeholders(text.ch);
      for (const lang of LANGS) {
        if (!text[lang].trim()) problems.push(`${where}.${lang} is empty`);
        else if (placeholders(text[lang]).join() !== expected.join()) problems.push(`${where}.${lang}: placeholders ${placeholders(text[lang])} ≠ ${expected}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('no service throws or answers with a bare string literal', () => {
    const offenders = sourceFiles(SERVER_SRC).flatMap((f) => bareMessages(f, fs.readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the scan catches a planted bare message of each kind', () => {
    const planted = [
      "throw businessError('设备不存在');",
      'throw validationError(`${field}: must be a timestamp`);',
      'throw new ApiError(ResponseCode.FORBIDDEN, "You don\'t have access.");',
      "return ok(toSiteDto(site), 'added');",
      "const text = '未登录';",
    ];
    for (const line of planted) expect(bareMessages(path.join(SERVER_SRC, 'modules/x/service.ts'), line), line).toHaveLength(1);
    expect(bareMessages(path.join(SERVER_SRC, 'modules/x/service.ts'), 'throw businessError(SITE_TEXT.notFound);')).toEqual([]);
    expect(bareMessages(path.join(SERVER_SRC, 'modules/x/messages.ts'), "notFound: { ch: '站点不存在' },")).toEqual([]);
  });
});
