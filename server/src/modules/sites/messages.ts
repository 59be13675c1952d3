/** Server messages of the sites area. */
import type { LocalizedText } from '../../i18n/localized-text';

export const SITE_TEXT = {
  notFound: { ch: '站点不存在', en: 'No such site', es: 'El sitio no existe', ja: 'サイトが存在しません', de: 'Standort nicht gefunden', fr: 'Site introuvable' },
  userNotFound: {
    ch: '用户不存在',
    en: 'No such user',
    es: 'El usuario no existe',
    ja: 'ユーザーが存在しません',
    de: 'Benutzer nicht gefunden',
    fr: 'Utilisateur introuvable',
  },
} as const satisfies Record<string, LocalizedText>;
