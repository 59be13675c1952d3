import { describe, expect, it } from 'vitest';
import { fill, isLocalizedText, localize, requestLang } from '../../../server/src/i18n/localized-text';

const HOT = { ch: '温度 {v}', en: 'temperature {v}', es: 'temperatura {v}', ja: '温度 {v}', de: 'Temperatur {v}', fr: 'température {v}' };

describe('localized server messages', () => {
  it('reads the console language from Accept-Language, Chinese by default', () => {
    expect(requestLang('zh-CN')).toBe('ch');
    expect(requestLang('en-US,en;q=0.9')).toBe('en');
    expect(requestLang('ja')).toBe('ja');
    expect(requestLang('de-DE')).toBe('de');
    expect(requestLang('it, fr;q=0.5')).toBe('fr');
    expect(requestLang('')).toBe('ch');
    expect(requestLang(undefined)).toBe('ch');
  });
  it('localizes a six-language text and passes a plain string through', () => {
    expect(localize(HOT, 'es')).toBe('temperatura {v}');
    expect(localize('free text', 'ja')).toBe('free text');
    expect(fill(HOT, { v: 31 }).fr).toBe('température 31');
    expect(isLocalizedText(HOT)).toBe(true);
    expect(isLocalizedText({ ch: 'x', en: 'y' })).toBe(false);
  });
});
