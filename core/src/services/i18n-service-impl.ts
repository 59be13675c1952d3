import { inject, injectable } from 'inversify';
import type { i18n } from 'i18next';
import { SessionStore, type I18nService, type Language, type TFunction } from '@tessera/sdk';
import { CORE_NAMESPACE } from '../i18n/areas';
import { createI18next, DEFAULT_LANGUAGE, isLanguage } from '../i18n/create-i18next';
import { loadCoreLocale } from '../i18n/locale-loader';

/** Loads what a language needs besides core's strings (e.g. the extension host's namespaces). */
export type LanguageLoader = (lang: Language) => Promise<void> | void;

/**
 * Translation over one i18next instance (the one the React `I18nextProvider` gets: `i18n.i18next`).
 * Namespace `core` is the merge of `core/src/i18n/locales/<lang>/<area>.json`; `ch` is bundled, the rest load
 * on demand. The language lives in the session store (localStorage `language`, default `ch`).
 */
@injectable()
export class I18nServiceImpl implements I18nService {
  readonly i18next: i18n;
  /** Resolves once the stored language's strings are loaded; the shell awaits it before the first render. */
  readonly ready: Promise<void>;
  private readonly loaders = new Set<LanguageLoader>();
  private readonly loaded = new Map<Language, Promise<void>>();

  constructor(@inject(SessionStore) private readonly session: SessionStore) {
    this.i18next = createI18next(DEFAULT_LANGUAGE);
    this.loaded.set(DEFAULT_LANGUAGE, Promise.resolve());
    const stored = isLanguage(session.language) ? session.language : DEFAULT_LANGUAGE;
    this.ready = stored === DEFAULT_LANGUAGE ? Promise.resolve() : this.changeLanguage(stored);
  }

  get language(): Language {
    const lng = this.i18next.language;
    return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  }

  t: TFunction = (key, options) => String(this.i18next.t(key, { ns: CORE_NAMESPACE, ...options }));

  fixedT(namespace: string): TFunction {
    const t = this.i18next.getFixedT(null, [namespace, CORE_NAMESPACE]);
    return (key, options) => String(t(key, options as never));
  }

  /** Loads the language's core strings and runs the registered loaders, then switches and stores it. */
  async changeLanguage(lang: Language): Promise<void> {
    if (!isLanguage(lang)) throw new Error(`Unsupported language: ${String(lang)}`);
    await this.ensureCore(lang);
    await Promise.all([...this.loaders].map((load) => load(lang)));
    await this.i18next.changeLanguage(lang);
    this.session.setLanguage(lang);
  }

  private ensureCore(lang: Language): Promise<void> {
    let pending = this.loaded.get(lang);
    if (!pending) {
      pending = loadCoreLocale(lang).then((tree) => {
        this.i18next.addResourceBundle(lang, CORE_NAMESPACE, tree, true, true);
      });
      // A failed chunk load may be retried on the next switch.
      pending.catch(() => this.loaded.delete(lang));
      this.loaded.set(lang, pending);
    }
    return pending;
  }

  /**
   * Registers a loader run on every language switch before it takes effect (the extension host uses it to load
   * its namespaces' files for the new language). Returns the unregister function.
   */
  addLanguageLoader(loader: LanguageLoader): () => void {
    this.loaders.add(loader);
    return () => this.loaders.delete(loader);
  }

  addResources(lang: Language, namespace: string, resources: Record<string, unknown>): void {
    this.i18next.addResourceBundle(lang, namespace, resources, true, true);
  }

  hasNamespace(namespace: string): boolean {
    const store = this.i18next.store?.data ?? {};
    return Object.values(store).some((bundle) => bundle != null && namespace in bundle);
  }
}
