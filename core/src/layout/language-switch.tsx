import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { I18nService, LANGUAGE_STORAGE_KEY, LANGUAGES, SessionStore, useService, type Language } from '@tessera/sdk';

/** The six interface languages (the spec's constants), remembered under `language` so the next boot starts in it. */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const i18n = useService<I18nService>(I18nService);
  const session = useService<SessionStore>(SessionStore);
  const { t } = useTranslation('core');

  const change = async (lang: Language) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    session.setLanguage(lang);
    await i18n.changeLanguage(lang);
  };

  return (
    <HTMLSelect
      minimal
      className="tessera-language-switch"
      aria-label={t('layout.language')}
      value={i18n.language}
      onChange={(e) => void change(e.currentTarget.value as Language)}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`layout.languageNames.${lang}`) }))}
    />
  );
});
