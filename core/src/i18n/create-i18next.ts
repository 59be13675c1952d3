import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@tessera/sdk';
import { CORE_NAMESPACE } from './areas';
import { CH_RESOURCES } from './locale-loader';

export const DEFAULT_LANGUAGE: Language = 'ch';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A new, synchronously initialised i18next instance for the React `I18nextProvider` (and for `useTranslation`
 * without a provider, through `initReactI18next`). It holds namespace `core` in `ch`; other languages are added
 * by `I18nServiceImpl.changeLanguage`. Our codes are used as i18next language codes unchanged (`ch` included).
 */
export function createI18next(lng: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // `ch` is not an ISO code: stop i18next from deriving `ch-XX`/script variants from it.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    // Extension namespaces fall back to core, so an extension may use `common.confirm` and friends.
    fallbackNS: CORE_NAMESPACE,
    // A copy: i18next merges added resources into its store in place, and the bundled tree must stay pristine.
    resources: { [DEFAULT_LANGUAGE]: { [CORE_NAMESPACE]: JSON.parse(JSON.stringify(CH_RESOURCES)) } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}
