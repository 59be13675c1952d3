import type { Container } from 'inversify';
import type { CatalogEntry, I18nService } from '@tessera/sdk';
import { lazyService } from './lazy-service';

/** What the registry needs to know of an installed extension. */
export interface ServiceProvider {
  entry: CatalogEntry;
  /** Its own container once active, else undefined. */
  container?: Container;
}

/**
 * Services extensions declare in `provides.services` (docs/ARCHITECTURE.md, 'Extension lifecycle'), for extensions that
 * cannot import each other. An active provider hands out its own instance; an inactive one (lazy, not visited yet) a
 * stand-in whose method calls activate it first — one stand-in per provider and token, so callers may keep it.
 */
export class ProvidedServices {
  /** By `<extension id>|<token key>`. */
  private readonly standIns = new Map<string, unknown>();

  constructor(
    private readonly providers: () => Iterable<ServiceProvider>,
    private readonly activate: (extensionId: string) => Promise<Container | undefined>,
    private readonly i18n: I18nService,
  ) {}

  /** Undefined when no enabled extension provides the token. */
  get<T>(token: symbol): T | undefined {
    const key = Symbol.keyFor(token);
    if (!key) return undefined;
    const provider = [...this.providers()].find((p) => p.entry.enabled !== false && (p.entry.manifest.provides?.services ?? []).some((s) => s.token === key));
    if (!provider) return undefined;
    const id = provider.entry.manifest.id;
    if (provider.container?.isBound(token)) return provider.container.get<T>(token);
    const cacheKey = `${id}|${key}`;
    if (!this.standIns.has(cacheKey)) {
      this.standIns.set(
        cacheKey,
        lazyService(async () => {
          const container = await this.activate(id);
          if (!container?.isBound(token)) throw new Error(this.i18n.t('host.errors.serviceMissing', { id: key, extension: id }));
          return container.get(token);
        }),
      );
    }
    return this.standIns.get(cacheKey) as T;
  }
}
