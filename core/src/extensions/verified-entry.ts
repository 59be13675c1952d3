import { isExtensionDefinition, type CatalogEntry, type ExtensionDefinition, type I18nService, type Logger } from '@tessera/sdk';
import { matchesIntegrity } from './integrity';
import { resolveUrl } from './extension-resources';
import type { ModuleImporter } from './module-importer';

/** An entry module's bytes that matched the manifest's integrity hash, and the URL they came from. */
export interface VerifiedEntry {
  bytes: ArrayBuffer;
  url: string;
}

/**
 * An extension's entry module, fetched as bytes and checked against the manifest's integrity hash; `evaluateEntry`
 * then evaluates the very bytes that were hashed. A market bundle without a hash is refused; a built-in one is
 * allowed with a warning (development builds). Errors are worded for the diagnostics page.
 */
export async function fetchVerifiedEntry(importer: ModuleImporter, i18n: I18nService, log: Logger, entry: CatalogEntry): Promise<VerifiedEntry> {
  const { manifest, baseUrl, builtin } = entry;
  const url = resolveUrl(baseUrl, manifest.entry);
  let bytes: ArrayBuffer;
  try {
    bytes = await importer.fetchBytes(url);
  } catch (err) {
    throw new Error(i18n.t('host.errors.fetchFailed', { url, message: (err as Error).message }), { cause: err });
  }
  if (manifest.integrity) {
    if (!(await matchesIntegrity(bytes, manifest.integrity))) throw new Error(i18n.t('host.errors.integrityMismatch', { url }));
  } else if (!builtin) {
    throw new Error(i18n.t('host.errors.integrityMissing', { id: manifest.id }));
  } else {
    log.warn(`${manifest.id}: built-in extension without integrity`);
  }
  return { bytes, url };
}

/** Evaluates a verified entry and checks that it exports an extension definition. */
export async function evaluateEntry(importer: ModuleImporter, i18n: I18nService, { bytes, url }: VerifiedEntry): Promise<ExtensionDefinition> {
  const mod = await importer.importModule(bytes, url);
  const def = mod.default;
  if (!isExtensionDefinition(def)) throw new Error(i18n.t('host.errors.notAnExtension', { url }));
  return def;
}
