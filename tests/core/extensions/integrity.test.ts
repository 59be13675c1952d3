import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resolveUrl } from '../../../core/src/extensions/extension-resources';
import { computeIntegrity, matchesIntegrity } from '../../../core/src/extensions/integrity';

const bytes = new TextEncoder().encode('export default 42;\n');
const sri = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describe('integrity', () => {
  it('computes the same SRI hash as the build tool (node crypto)', async () => {
    expect(await computeIntegrity(bytes)).toBe(sri);
  });

  it('matches any listed sha384 hash and nothing else', async () => {
    expect(await matchesIntegrity(bytes, sri)).toBe(true);
    expect(await matchesIntegrity(bytes, `sha384-AAAA ${sri}`)).toBe(true);
    expect(await matchesIntegrity(new TextEncoder().encode('export default 43;\n'), sri)).toBe(false);
    expect(await matchesIntegrity(bytes, sri.replace('sha384', 'sha256'))).toBe(false);
    expect(await matchesIntegrity(bytes, '')).toBe(false);
  });
});

describe('resolveUrl', () => {
  it('joins manifest-relative paths onto the base URL with one slash', () => {
    expect(resolveUrl('/ext/a/', 'index.js')).toBe('/ext/a/index.js');
    expect(resolveUrl('/ext/a', './locales/en.json')).toBe('/ext/a/locales/en.json');
    expect(resolveUrl('/ext/a/', 'https://cdn.example/x.js')).toBe('https://cdn.example/x.js');
  });
});
