import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SdkContext } from '@tessera/sdk';
import host from '../../../core/src/i18n/locales/en/host.json';
import widgets from '../../../core/src/i18n/locales/en/widgets.json';
import type { Harness } from './fakes';

/** An i18next instance with the real English host/widgets strings in namespace core. */
export function testI18next(extra: Record<string, Record<string, unknown>> = {}) {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: 'en',
    resources: { en: { core: { host, widgets }, ...extra } },
    defaultNS: 'core',
    fallbackNS: 'core',
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  } as Parameters<typeof instance.init>[0]);
  return instance;
}

/** Renders like the shell does: root SdkContext over the container, i18next provider, a router. */
export function renderShell(h: Pick<Harness, 'container'>, ui: ReactNode, { path = '/', i18n = testI18next() } = {}) {
  const sdk = { get: <T,>(token: symbol) => h.container.get<T>(token) };
  return render(
    <SdkContext.Provider value={sdk}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </SdkContext.Provider>,
  );
}
