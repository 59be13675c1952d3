/**
 * Error frames of the WebSocket gateway, in the socket's language (the `auth` frame's `lang`, else the upgrade's
 * Accept-Language).
 */
import type { LocalizedText } from '../i18n/localized-text';
import { COMMON_TEXT } from '../i18n/messages';

export const WS_TEXT = {
  notJson: {
    ch: '消息不是 JSON 对象',
    en: 'The message is not a JSON object',
    es: 'El mensaje no es un objeto JSON',
    ja: 'メッセージが JSON オブジェクトではありません',
    de: 'Die Nachricht ist kein JSON-Objekt',
    fr: "Le message n'est pas un objet JSON",
  },
  unauthorized: { ch: '未登录或登录已失效', en: 'Unauthorized', es: 'No autorizado', ja: '認証されていません', de: 'Nicht angemeldet', fr: 'Non autorisé' },
  deviceNotFound: COMMON_TEXT.deviceNotFound,
  tooManySubscriptions: {
    ch: '订阅过多',
    en: 'Too many subscriptions',
    es: 'Demasiadas suscripciones',
    ja: '購読が多すぎます',
    de: 'Zu viele Abonnements',
    fr: 'Trop d’abonnements',
  },
  tooManyViewers: {
    ch: '此分享链接同时打开的页面过多，请稍后再试',
    en: 'Too many pages have this share link open; try again later',
    es: 'Demasiadas páginas tienen abierto este enlace compartido; inténtelo más tarde',
    ja: 'この共有リンクを開いているページが多すぎます。しばらくしてから再試行してください',
    de: 'Zu viele Seiten haben diesen Freigabelink geöffnet; bitte später erneut versuchen',
    fr: 'Trop de pages ont ce lien de partage ouvert ; réessayez plus tard',
  },
  unknownType: {
    ch: '未知的消息类型 "{type}"',
    en: 'Unknown message type "{type}"',
    es: 'Tipo de mensaje desconocido "{type}"',
    ja: '不明なメッセージ種別 "{type}"',
    de: 'Unbekannter Nachrichtentyp "{type}"',
    fr: 'Type de message inconnu "{type}"',
  },
  unknownTopic: {
    ch: '未知的主题 "{topic}"',
    en: 'Unknown topic "{topic}"',
    es: 'Tema desconocido "{topic}"',
    ja: '不明なトピック "{topic}"',
    de: 'Unbekanntes Thema "{topic}"',
    fr: 'Sujet inconnu "{topic}"',
  },
  internal: { ch: '服务器内部错误', en: 'Internal error', es: 'Error interno', ja: '内部エラー', de: 'Interner Fehler', fr: 'Erreur interne' },
} as const satisfies Record<string, LocalizedText>;
