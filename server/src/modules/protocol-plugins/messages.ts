/** Messages of protocol plugins, in the six console languages. */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const PLUGIN_MSG = {
  added: t('添加成功', 'Added', 'Añadido', '追加しました', 'Hinzugefügt', 'Ajouté'),
  edited: t('修改成功', 'Saved', 'Guardado', '保存しました', 'Gespeichert', 'Enregistré'),
  deleted: t('删除成功', 'Deleted', 'Eliminado', '削除しました', 'Gelöscht', 'Supprimé'),
  notFound: t(
    '协议插件不存在',
    'Unknown protocol plugin',
    'Complemento de protocolo desconocido',
    'プロトコルプラグインが存在しません',
    'Unbekanntes Protokoll-Plugin',
    'Plugin de protocole inconnu',
  ),
  typeTaken: t(
    '该协议类型已被其他插件使用',
    'Another protocol plugin already uses this protocol type',
    'Otro complemento de protocolo ya usa este tipo de protocolo',
    'このプロトコル種別は別のプラグインが使用しています',
    'Ein anderes Protokoll-Plugin verwendet diesen Protokolltyp bereits',
    'Un autre plugin de protocole utilise déjà ce type de protocole',
  ),
  badAccessAddress: t(
    '接入地址须为 主机:端口',
    'access_address must be host:port (port 1-65535)',
    'access_address debe ser host:puerto (puerto 1-65535)',
    'access_address は ホスト:ポート（1〜65535）で指定してください',
    'access_address muss Host:Port sein (Port 1-65535)',
    'access_address doit être hôte:port (port 1-65535)',
  ),
  badHttpAddress: t(
    'HTTP 服务地址须为 主机:端口 或 http(s) 地址',
    'http_address must be host:port or an http(s) URL',
    'http_address debe ser host:puerto o una URL http(s)',
    'http_address は ホスト:ポート または http(s) URL で指定してください',
    'http_address muss Host:Port oder eine http(s)-URL sein',
    'http_address doit être hôte:port ou une URL http(s)',
  ),
  badTopicPrefix: t(
    '订阅主题前缀不能含有 + 或 #，不能以 $ 开头，且须以 / 结尾',
    'sub_topic_prefix may not contain + or #, may not start with $, and must end with /',
    'sub_topic_prefix no puede contener + ni #, ni empezar por $, y debe terminar en /',
    'sub_topic_prefix には + と # を含められず、$ で始められず、/ で終わる必要があります',
    'sub_topic_prefix darf weder + noch # enthalten, nicht mit $ beginnen und muss auf / enden',
    'sub_topic_prefix ne peut contenir ni + ni #, ni commencer par $, et doit finir par /',
  ),
  badAdditionalInfo: t(
    '附加信息须为 JSON 文本',
    'additional_info must be JSON text',
    'additional_info debe ser texto JSON',
    'additional_info は JSON テキストで指定してください',
    'additional_info muss JSON-Text sein',
    'additional_info doit être du texte JSON',
  ),
} as const;
