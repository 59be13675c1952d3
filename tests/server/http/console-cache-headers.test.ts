import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCacheControl } from '../../../server/src/http/console-cache-headers';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('console cache policy', () => {
  it('keeps hashed files and versioned icons for a year, revalidates the rest', () => {
    expect(consoleCacheControl('/srv/console/main-OYHRLYR5.js')).toBe('public, max-age=31536000, immutable');
    expect(consoleCacheControl('/srv/console/chunks/signed-in-shell-KVF6ULKG.js.br')).toBe('public, max-age=31536000, immutable');
    expect(consoleCacheControl('/srv/console/deferred-main-C4K6TRGX.css.gz')).toBe('public, max-age=31536000, immutable');
    expect(consoleCacheControl('/srv/console/icons/6.14.1/16px/cog.js')).toBe('public, max-age=31536000, immutable');
    expect(consoleCacheControl('/srv/console/index.html')).toBe('no-cache');
    expect(consoleCacheControl('/srv/console/meta.json')).toBe('no-cache');
    // A name that merely ends like a hash in lower case is not esbuild's.
    expect(consoleCacheControl('/srv/console/chunks/my-helpers.js')).toBe('no-cache');
  });

  describe('served', () => {
    let s: TestServer;
    let consoleDir: string;
    beforeAll(async () => {
      consoleDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-console-'));
      await fs.mkdir(path.join(consoleDir, 'chunks'));
      await fs.writeFile(path.join(consoleDir, 'index.html'), '<!doctype html><title>t</title>');
      await fs.writeFile(path.join(consoleDir, 'chunks', 'app-ABCDEFGH.js'), 'export default 1;');
      await fs.writeFile(path.join(consoleDir, 'chunks', 'app-ABCDEFGH.js.br'), 'not really brotli');
      s = await startTestServer({ config: { consoleDir } });
    });
    afterAll(async () => {
      await s?.close();
      await fs.rm(consoleDir, { recursive: true, force: true });
    });

    it('answers a hashed chunk as immutable, compressed or not, and the page as no-cache', async () => {
      const plain = await fetch(`${s.url}/chunks/app-ABCDEFGH.js`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status).toBe(200);
      expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const br = await fetch(`${s.url}/chunks/app-ABCDEFGH.js`, { headers: { 'accept-encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const page = await fetch(`${s.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
    });
  });
});
