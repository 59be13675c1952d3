/** Messages of protocol scripts, in the six console languages. */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const SCRIPT_MSG = {
  added: t('添加成功', 'Added', 'Añadido', '追加しました', 'Hinzugefügt', 'Ajouté'),
  edited: t('修改成功', 'Saved', 'Guardado', '保存しました', 'Gespeichert', 'Enregistré'),
  deleted: t('删除成功', 'Deleted', 'Eliminado', '削除しました', 'Gelöscht', 'Supprimé'),
  notFound: t(
    '脚本不存在',
    'Unknown protocol script',
    'Script de protocolo desconocido',
    'プロトコルスクリプトが存在しません',
    'Unbekanntes Protokollskript',
    'Script de protocole inconnu',
  ),
  pluginNotFound: t(
    '设备插件不存在',
    'Unknown device plugin',
    'Complemento de dispositivo desconocido',
    'デバイスプラグインが存在しません',
    'Unbekanntes Geräte-Plugin',
    'Plugin d’appareil inconnu',
  ),
  badHex: t(
    '十六进制报文格式错误',
    'The hex message is not valid hexadecimal',
    'El mensaje hexadecimal no es válido',
    '16 進メッセージの形式が正しくありません',
    'Die Hex-Nachricht ist kein gültiges Hexadezimal',
    'Le message hexadécimal n’est pas valide',
  ),
} as const;
