/** User-facing texts of alert messages, in every console language. */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const ALERT_MSG = {
  handled: t('操作成功', 'Done', 'Hecho', '完了しました', 'Erledigt', 'Fait'),
  badState: t(
    '处理状态不正确',
    'Invalid processing state',
    'Estado de tratamiento no válido',
    '処理状態が正しくありません',
    'Ungültiger Bearbeitungsstatus',
    'État de traitement invalide',
  ),
  notFound: t('告警信息不存在', 'No such alert', 'No existe esa alerta', 'アラートが存在しません', 'Alarm nicht gefunden', 'Alerte introuvable'),
  alreadyHandled: t(
    '告警已处理，不能再次处理',
    'The alert was already handled',
    'La alerta ya fue tratada',
    'このアラートは処理済みです',
    'Der Alarm wurde bereits bearbeitet',
    "L'alerte a déjà été traitée",
  ),
  startAfterEnd: t(
    '开始时间不能大于结束时间',
    'The start must not be after the end',
    'El inicio no puede ser posterior al fin',
    '開始時刻は終了時刻より後にできません',
    'Der Beginn darf nicht nach dem Ende liegen',
    'Le début ne peut pas être après la fin',
  ),
  idsRequired: t(
    '请选择告警',
    'Choose at least one alert',
    'Elija al menos una alerta',
    'アラートを選択してください',
    'Mindestens einen Alarm wählen',
    'Choisissez au moins une alerte',
  ),
} as const;
