import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../sdk/src/shared/constants';
import { BlobModuleImporter, ChunkLoadError } from '../../../core/src/extensions/module-importer';

// A real HTTP server: one file answers, one sends headers and then stalls its body, one never answers.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok.js') return void res.end('export default 1;');
    if (req.url === '/stalled-body.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return void res.write('export default');
    }
    // /hung.js: no answer at all
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('extension file loading deadline (chunk load failure after the timeout)', () => {
  it('defaults to the spec’s 120 000 ms', () => {
    expect(new BlobModuleImporter().timeoutMs).toBe(CHUNK_LOAD_TIMEOUT_MS);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('loads a file that answers', async () => {
    const importer = new BlobModuleImporter();
    importer.timeoutMs = 2_000;
    expect(new TextDecoder().decode(await importer.fetchBytes(`${base}/ok.js`))).toBe('export default 1;');
  });

  it.each(['/hung.js', '/stalled-body.js'])('fails %s with a ChunkLoadError once the deadline passes', async (path) => {
    const importer = new BlobModuleImporter();
    importer.timeoutMs = 200;
    const started = Date.now();
    const error = await importer.fetchBytes(`${base}${path}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
