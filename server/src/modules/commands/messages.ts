/** Server messages of the command area (the spec's texts where it gives them). */
import type { LocalizedText } from '../../i18n/localized-text';

export const CMD_MSG = {
  attributeTooFrequent: {
    ch: '属性下发不能太频繁',
    en: 'Attributes cannot be sent that often',
    es: 'No se pueden enviar atributos con tanta frecuencia',
    ja: '属性をそれほど頻繁に送信することはできません',
    de: 'Attribute können nicht so oft gesendet werden',
    fr: 'Les attributs ne peuvent pas être envoyés aussi souvent',
  },
  commandTooFrequent: {
    ch: '命令下发不能太频繁',
    en: 'Commands cannot be sent that often',
    es: 'No se pueden enviar comandos con tanta frecuencia',
    ja: 'コマンドをそれほど頻繁に送信することはできません',
    de: 'Befehle können nicht so oft gesendet werden',
    fr: 'Les commandes ne peuvent pas être envoyées aussi souvent',
  },
  commandDataNotObject: {
    ch: '命令参数必须是JSON对象格式',
    en: 'Command parameters must be a JSON object',
    es: 'Los parámetros del comando deben ser un objeto JSON',
    ja: 'コマンドのパラメーターは JSON オブジェクトである必要があります',
    de: 'Befehlsparameter müssen ein JSON-Objekt sein',
    fr: 'Les paramètres de la commande doivent être un objet JSON',
  },
  noRoute: {
    ch: '设备没有可用的下发通道',
    en: 'The device has no channel to send to',
    es: 'El dispositivo no tiene un canal de envío disponible',
    ja: 'デバイスに送信可能なチャネルがありません',
    de: 'Das Gerät hat keinen Kanal zum Senden',
    fr: 'L’appareil n’a aucun canal d’envoi disponible',
  },
  sendFailed: {
    ch: '下发失败：{detail}',
    en: 'Sending failed: {detail}',
    es: 'El envío falló: {detail}',
    ja: '送信に失敗しました: {detail}',
    de: 'Senden fehlgeschlagen: {detail}',
    fr: "L'envoi a échoué : {detail}",
  },
} as const satisfies Record<string, LocalizedText>;

/** `conditions_log.operation_type`: the spec's operation-log types. */
export const OPERATION_TYPE = { timing: '1', manual: '2', automatic: '3' } as const;
export type OperationType = (typeof OPERATION_TYPE)[keyof typeof OPERATION_TYPE];
