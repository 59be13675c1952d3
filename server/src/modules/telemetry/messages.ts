/** Server messages of telemetry reads, deletes and the streamed export. */
import type { LocalizedText } from '../../i18n/localized-text';

export const TELEMETRY_TEXT = {
  rangeTooLong: {
    ch: '时间范围不能超过30天',
    en: 'The time range cannot exceed 30 days',
    es: 'El intervalo de tiempo no puede superar los 30 días',
    ja: '期間は 30 日を超えられません',
    de: 'Der Zeitraum darf 30 Tage nicht überschreiten',
    fr: 'La période ne peut pas dépasser 30 jours',
  },
  endBeforeStart: {
    ch: 'end_time: 不能早于 start_time',
    en: 'end_time: must not be before start_time',
    es: 'end_time: no debe ser anterior a start_time',
    ja: 'end_time: start_time より前にはできません',
    de: 'end_time: darf nicht vor start_time liegen',
    fr: 'end_time: ne doit pas précéder start_time',
  },
  formatInvalid: {
    ch: "format: 必须是 'csv' 或 'xlsx'",
    en: "format: must be 'csv' or 'xlsx'",
    es: "format: debe ser 'csv' o 'xlsx'",
    ja: "format: 'csv' または 'xlsx' である必要があります",
    de: "format: muss 'csv' oder 'xlsx' sein",
    fr: "format: doit être 'csv' ou 'xlsx'",
  },
  keysNotArray: {
    ch: 'keys: 必须是数组',
    en: 'keys: must be an array',
    es: 'keys: debe ser una matriz',
    ja: 'keys: 配列である必要があります',
    de: 'keys: muss ein Array sein',
    fr: 'keys: doit être un tableau',
  },
} as const satisfies Record<string, LocalizedText>;
