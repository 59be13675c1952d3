import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { I18nService, TFunction } from '../services/i18n-service';
import { LANGUAGES, type Language } from '../services/session-store';
import { CORE_COMMON, CORE_WIDGETS } from './core-common';

export type LocaleResources = Partial<Record<Language, Record<string, unknown>>>;

/** An i18next instance like the shell's: namespace `core` (common keys + extra) and the extension's namespace. */
export function createHarnessI18next(opts: { namespace: string; locales?: LocaleResources; coreResources?: LocaleResources; language: Language }): i18n {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const lang of LANGUAGES) {
    const common = CORE_COMMON[lang as 'ch' | 'en'];
    const widgets = CORE_WIDGETS[lang as 'ch' | 'en'];
    resources[lang] = {
      core: { ...(common ? { common } : {}), ...(widgets ? { widgets } : {}), ...(opts.coreResources?.[lang] ?? {}) },
      ...(opts.locales?.[lang] ? { [opts.namespace]: opts.locales[lang]! } : {}),
    };
  }
  const instance = i18next.createInstance();
  // As in the shell (core/src/i18n/create-i18next.ts): `useTranslation` also works in a React root of its own,
  // outside the harness's I18nextProvider (e.g. a dialog a service renders with createRoot).
  instance.use(initReactI18next);
  void instance.init({
    lng: opts.language,
    // The shell falls back to ch; in tests an untranslated language falls back to en, then ch, so strings show.
    fallbackLng: ['en', 'ch'],
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: ['core', opts.namespace],
    defaultNS: opts.namespace,
    fallbackNS: 'core',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}

/** I18nService over an i18next instance (the same contract as the shell's I18nServiceImpl). */
export class HarnessI18nService implements I18nService {
  constructor(readonly i18next: i18n) {}

  get language(): Language {
    return this.i18next.language as Language;
  }

  t: TFunction = (key, options) => this.i18next.t(key, { ns: 'core', ...options }) as string;

  fixedT(namespace: string): TFunction {
    const t = this.i18next.getFixedT(null, [namespace, 'core']);
    return (key, options) => String(t(key, options as never));
  }

  async changeLanguage(lang: Language): Promise<void> {
    await this.i18next.changeLanguage(lang);
  }

  addResources(lang: Language, namespace: string, resources: Record<string, unknown>): void {
    this.i18next.addResourceBundle(lang, namespace, resources, true, true);
  }

  hasNamespace(namespace: string): boolean {
    return this.i18next.hasLoadedNamespace(namespace) || LANGUAGES.some((l) => this.i18next.hasResourceBundle(l, namespace));
  }
}
