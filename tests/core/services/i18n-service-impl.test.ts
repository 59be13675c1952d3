import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tessera/sdk';
import { CORE_AREAS } from '../../../core/src/i18n/areas';
import { CH_RESOURCES, loadCoreLocale } from '../../../core/src/i18n/locale-loader';
import { I18nServiceImpl } from '../../../core/src/services/i18n-service-impl';
import { SessionStoreImpl } from '../../../core/src/services/session-store-impl';

const localesDir = join(__dirname, '..', '..', '..', 'core', 'src', 'i18n', 'locales');
const readArea = (lang: string, area: string) => JSON.parse(readFileSync(join(localesDir, lang, `${area}.json`), 'utf8'));

beforeEach(() => {
  localStorage.clear();
});

function service() {
  const session = new SessionStoreImpl();
  return { session, i18n: new I18nServiceImpl(session) };
}

describe('core namespace', () => {
  it('every area file of every language is one of the fixed areas', () => {
    for (const lang of LANGUAGES) {
      const files = readdirSync(join(localesDir, lang)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...CORE_AREAS].sort());
    }
  });

  it('merges the area files under their file names (file name = key prefix)', async () => {
    for (const lang of LANGUAGES) {
      const tree = await loadCoreLocale(lang);
      for (const area of CORE_AREAS) expect(tree[area], `${lang}/${area}`).toEqual(readArea(lang, area));
    }
    expect(CH_RESOURCES.http).toEqual(readArea('ch', 'http'));
  });

  it('t() reads core keys in ch by default, with the spec texts exact', () => {
    const { i18n } = service();
    expect(i18n.language).toBe('ch');
    expect(i18n.t('http.networkError')).toBe('网络连接失败，请检查网络!');
    expect(i18n.t('session.expired')).toBe('用户登录已过期，请重新登录！');
    expect(i18n.t('session.expiredPrompt')).toBe('登录状态已过期是否刷新？');
  });

  it('interpolates', () => {
    const { i18n } = service();
    expect(i18n.t('http.requestFailed', { message: 'E1' })).toBe(readArea('ch', 'http').requestFailed.replace('{{message}}', 'E1'));
  });
});

describe('language switch', () => {
  it('loads another language on demand, switches and stores it under `language`', async () => {
    const { i18n, session } = service();
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('http.networkError')).toBe(readArea('en', 'http').networkError);
    expect(session.language).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    await i18n.changeLanguage('ch');
    expect(i18n.t('http.networkError')).toBe('网络连接失败，请检查网络!');
  });

  it('starts in the stored language once ready', async () => {
    localStorage.setItem('language', 'ja');
    const { i18n } = service();
    await i18n.ready;
    expect(i18n.language).toBe('ja');
    expect(i18n.t('session.expired')).toBe(readArea('ja', 'session').expired);
  });

  it('runs registered language loaders before switching', async () => {
    const { i18n } = service();
    const order: string[] = [];
    const off = i18n.addLanguageLoader(async (lang) => {
      order.push(`load:${lang}:${i18n.language}`);
      i18n.addResources(lang, 'acme.ext', { hello: `hello-${lang}` });
    });
    await i18n.changeLanguage('fr');
    expect(order).toEqual(['load:fr:ch']);
    expect(i18n.fixedT('acme.ext')('hello')).toBe('hello-fr');
    off();
    await i18n.changeLanguage('de');
    expect(order).toHaveLength(1);
  });

  it('rejects an unknown language', async () => {
    const { i18n } = service();
    await expect(i18n.changeLanguage('xx' as never)).rejects.toThrow();
    expect(i18n.language).toBe('ch');
  });
});

describe('extension namespaces', () => {
  it('addResources / hasNamespace / fixedT with fallback to core', () => {
    const { i18n } = service();
    expect(i18n.hasNamespace('tessera.home')).toBe(false);
    i18n.addResources('ch', 'tessera.home', { title: '首页', nested: { a: 'A' } });
    expect(i18n.hasNamespace('tessera.home')).toBe(true);
    const t = i18n.fixedT('tessera.home');
    expect(t('title')).toBe('首页');
    expect(t('nested.a')).toBe('A');
    // Keys the extension lacks fall back to the core namespace.
    expect(t('http.networkError')).toBe('网络连接失败，请检查网络!');
  });

  it('the React instance is the service instance', () => {
    const { i18n } = service();
    i18n.addResources('ch', 'x.y', { k: 'v' });
    expect(i18n.i18next.t('k', { ns: 'x.y' })).toBe('v');
  });
});
