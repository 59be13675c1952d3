// Small helpers with no esbuild import, so pack/readPack also load where esbuild cannot (e.g. jsdom tests).
import { createHash } from 'node:crypto';

/** Thrown for anything wrong with the extension (bad manifest, compile error); `details` holds one line per problem. */
export class ExtensionBuildError extends Error {
  constructor(message, details = []) {
    super(details.length ? `${message}\n${details.map((d) => `  ${d}`).join('\n')}` : message);
    this.name = 'ExtensionBuildError';
    this.details = details;
  }
}

/** `sha384-<base64>`: the Subresource-Integrity form the shell verifies before importing an entry. */
export function sriSha384(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
