import { SDK_VERSION, type CatalogEntry, type I18nService } from '@tessera/sdk';

/** An activation failure whose state is `incompatible` rather than `failed`. */
export class IncompatibleError extends Error {}

// semver is only needed once an extension activates: keep it out of the login page's first load.
let semverModule: Promise<typeof import('semver')> | undefined;
function loadSemver(): Promise<typeof import('semver')> {
  semverModule ??= import('semver').then((m) => (m as { default?: typeof import('semver') }).default ?? m);
  return semverModule;
}

/** Starts loading what the checks need while the catalog is fetched (signed-in only), so no activation waits for it. */
export function preloadActivationChecks(): void {
  loadSemver().catch(() => undefined);
}

/** Refuses a disabled extension, and one whose `engines.sdk` this console's SDK does not satisfy. */
export async function assertActivatable(entry: CatalogEntry, i18n: I18nService): Promise<void> {
  const { manifest } = entry;
  const semver = await loadSemver();
  if (entry.enabled === false) throw new Error(i18n.t('host.errors.disabled', { id: manifest.id }));
  if (!semver.validRange(manifest.engines?.sdk) || !semver.satisfies(SDK_VERSION, manifest.engines.sdk)) {
    throw new IncompatibleError(i18n.t('host.errors.incompatible', { range: manifest.engines?.sdk ?? '', version: SDK_VERSION }));
  }
}

export interface DependencyState {
  entry: CatalogEntry;
  state: string;
}

/** Dependencies activate first; a missing or mismatched one fails this extension, not the shell. */
export async function activateDependencies(
  entry: CatalogEntry,
  lookup: (id: string) => DependencyState | undefined,
  activate: (id: string) => Promise<void>,
  i18n: I18nService,
): Promise<void> {
  const semver = await loadSemver();
  for (const [depId, range] of Object.entries(entry.manifest.dependencies ?? {})) {
    const dep = lookup(depId);
    if (!dep) throw new Error(i18n.t('host.errors.dependencyMissing', { id: depId }));
    if (!semver.satisfies(dep.entry.manifest.version, range)) {
      throw new Error(i18n.t('host.errors.dependencyVersion', { id: depId, range, version: dep.entry.manifest.version }));
    }
    // A cycle would wait on its own in-flight promise forever; an activating dependency is left to finish.
    if (dep.state !== 'activating') await activate(depId);
  }
}
