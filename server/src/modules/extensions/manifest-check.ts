/**
 * The one place the server validates manifests: the SDK's validator (schema `extension-manifest.schema.json` plus
 * the rules a schema cannot express), so the CLI, the console and the server agree.
 */
import { validateManifest, type ExtensionManifest, type ManifestValidation } from '@tessera/sdk/manifest';

export function checkManifest(manifest: unknown, market: boolean): ManifestValidation {
  return validateManifest(manifest, { market });
}

export type { ExtensionManifest };
