/** Server messages of the sites area. */
import type { LocalizedText } from '../../i18n/localized-text';
import { COMMON_TEXT } from '../../i18n/messages';

export const SITE_TEXT = {
  notFound: {
    ch: '站点不存在',
    en: 'No such site',
    es: 'El sitio no existe',
    ja: 'サイトが存在しません',
    de: 'Standort nicht gefunden',
    fr: 'Site introuvable',
  },
  userNotFound: COMMON_TEXT.userNotFound,
} as const satisfies Record<string, LocalizedText>;
