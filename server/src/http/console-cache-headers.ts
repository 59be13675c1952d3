/**
 * Cache policy for the built console. Files whose name carries esbuild's content hash (`main-<hash>.js`,
 * `chunks/<name>-<hash>.js`, the split style sheets) and the icon paths under `icons/<blueprint version>/` never
 * change under the same URL, so the browser keeps them for a year without asking again: a returning user's shell boots
 * without one revalidation round trip per chunk. `index.html` names the current hashes, so it is always revalidated.
 */
import path from 'node:path';
import type { FastifyReply } from 'fastify';

const HASHED_FILE = /-[A-Z0-9]{8}\.(?:js|css)(?:\.br|\.gz)?$/;
const VERSIONED_ICON = /[\\/]icons[\\/]\d+\.\d+\.\d+[\\/]/;

export function consoleCacheControl(filePath: string): string {
  if (HASHED_FILE.test(filePath) || VERSIONED_ICON.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The static plugin's `setHeaders` for files under `consoleDir`. Other files it sends for a route (`reply.sendFile`,
 * e.g. extension files) keep the route's own policy.
 */
export function consoleCacheHeaders(consoleDir: string): (reply: FastifyReply, filePath: string) => void {
  const root = path.resolve(consoleDir) + path.sep;
  return (reply, filePath) => {
    if (path.resolve(filePath).startsWith(root)) reply.header('cache-control', consoleCacheControl(filePath));
  };
}
