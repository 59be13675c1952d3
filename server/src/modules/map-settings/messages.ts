/** Server messages of the device map's settings. */
import type { LocalizedText } from '../../i18n/localized-text';
import { COMMON_TEXT } from '../../i18n/messages';

export const MAP_TEXT = {
  badTileUrl: {
    ch: '瓦片地址须以 http:// 或 https:// 开头，并包含 {z}、{x}、{y}',
    en: 'The tile URL must start with http:// or https:// and contain {z}, {x} and {y}',
    es: 'La URL de teselas debe empezar por http:// o https:// y contener {z}, {x} y {y}',
    ja: 'タイル URL は http:// または https:// で始まり、{z}、{x}、{y} を含む必要があります',
    de: 'Die Kachel-URL muss mit http:// oder https:// beginnen und {z}, {x} und {y} enthalten',
    fr: 'L’URL des tuiles doit commencer par http:// ou https:// et contenir {z}, {x} et {y}',
  },
  saved: COMMON_TEXT.saved,
} as const satisfies Record<string, LocalizedText>;
