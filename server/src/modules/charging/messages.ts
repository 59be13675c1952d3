/** Reply texts of the charging module, in the six console languages (`{name}` placeholders filled by `fill`). */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const CHARGING_TEXT = {
  siteRequired: t('请选择站点', 'Choose a site', 'Elija un sitio', 'サイトを選択してください', 'Wählen Sie einen Standort', 'Choisissez un site'),
  siteNotFound: t('站点不存在', 'No such site', 'El sitio no existe', 'サイトが存在しません', 'Diesen Standort gibt es nicht', "Ce site n'existe pas"),
  ruleNotFound: t('计费规则不存在', 'No such charge rule', 'La regla de carga no existe', '料金ルールが存在しません', 'Diese Ladetarifregel gibt es nicht', "Cette règle de recharge n'existe pas"),
  priceNotFound: t('电价不存在', 'No such price', 'El precio no existe', '料金が存在しません', 'Diesen Preis gibt es nicht', "Ce prix n'existe pas"),
  orderNotFound: t('订单不存在', 'No such order', 'El pedido no existe', '注文が存在しません', 'Diesen Auftrag gibt es nicht', "Cette commande n'existe pas"),
  nameRequired: t('规则名称不能为空', 'The rule name is required', 'El nombre de la regla es obligatorio', 'ルール名は必須です', 'Der Regelname ist erforderlich', 'Le nom de la règle est obligatoire'),
  badTime: t('时段时间不正确：{value}（须为整点或半点，00:00–24:00）', 'Invalid period time: {value} (on the hour or half hour, 00:00–24:00)', 'Hora de franja no válida: {value} (en punto o y media, 00:00–24:00)', '時間帯の時刻が正しくありません：{value}（00分または30分、00:00–24:00）', 'Ungültige Zeit: {value} (volle oder halbe Stunde, 00:00–24:00)', 'Heure de plage invalide : {value} (heure pleine ou demie, 00:00–24:00)'),
  emptyPeriod: t('第 {index} 个时段的结束时间必须晚于开始时间', 'Period {index} must end after it starts', 'La franja {index} debe terminar después de empezar', '時間帯 {index} の終了は開始より後にしてください', 'Zeitraum {index} muss nach seinem Beginn enden', 'La plage {index} doit finir après son début'),
  gap: t('时段未覆盖全天：{time} 开始的半小时没有设置费率', 'The periods do not cover the whole day: the half hour from {time} has no tier', 'Las franjas no cubren todo el día: la media hora desde las {time} no tiene tarifa', '時間帯が一日を覆っていません：{time} からの30分に料金区分がありません', 'Die Zeiträume decken nicht den ganzen Tag ab: die halbe Stunde ab {time} hat keine Stufe', 'Les plages ne couvrent pas toute la journée : la demi-heure de {time} n’a pas de tranche'),
  overlap: t('时段重叠：{time} 开始的半小时设置了两次', 'Periods overlap: the half hour from {time} is set twice', 'Las franjas se solapan: la media hora desde las {time} está dos veces', '時間帯が重複しています：{time} からの30分が二重に設定されています', 'Zeiträume überschneiden sich: die halbe Stunde ab {time} ist doppelt belegt', 'Les plages se chevauchent : la demi-heure de {time} est définie deux fois'),
  badPrice: t('价格格式不正确：{value}（非负数，最多 4 位小数）', 'Invalid price: {value} (not negative, at most 4 decimals)', 'Precio no válido: {value} (no negativo, como máximo 4 decimales)', '価格が正しくありません：{value}（0以上、小数4桁まで）', 'Ungültiger Preis: {value} (nicht negativ, höchstens 4 Nachkommastellen)', 'Prix invalide : {value} (positif, 4 décimales au plus)'),
  badDate: t('生效日期不正确：{value}', 'Invalid effective date: {value}', 'Fecha de vigencia no válida: {value}', '適用日が正しくありません：{value}', 'Ungültiges Gültigkeitsdatum: {value}', "Date d'effet invalide : {value}"),
  priceExists: t('该费率在此日期已有电价', 'This tier already has a price from that date', 'Esta tarifa ya tiene un precio desde esa fecha', 'この料金区分にはその日付からの価格がすでにあります', 'Diese Stufe hat ab diesem Datum bereits einen Preis', 'Cette tranche a déjà un prix à cette date'),
  ruleInUse: t('计费规则正在被站点设置使用，不能删除', 'The charge rule is in force in the site setting and cannot be deleted', 'La regla está en vigor en el ajuste del sitio y no se puede eliminar', 'この料金ルールはサイト設定で使用中のため削除できません', 'Die Regel ist in der Standorteinstellung aktiv und kann nicht gelöscht werden', 'La règle est en vigueur dans le réglage du site et ne peut pas être supprimée'),
  chargerNotInSite: t('充电桩不属于该站点：{value}', 'The charger is not a device of this site: {value}', 'El cargador no es un dispositivo de este sitio: {value}', '充電器はこのサイトのデバイスではありません：{value}', 'Das Ladegerät gehört nicht zu diesem Standort: {value}', "Le chargeur n'est pas un appareil de ce site : {value}"),
  timeRange: t('开始时间不能大于结束时间', 'The start time must not be after the end time', 'La hora de inicio no puede ser posterior a la de fin', '開始時刻は終了時刻より後にできません', 'Die Startzeit darf nicht nach der Endzeit liegen', 'La date de début ne peut pas être après la date de fin'),
  saved: t('保存成功', 'Saved', 'Guardado', '保存しました', 'Gespeichert', 'Enregistré'),
  deleted: t('删除成功', 'Deleted', 'Eliminado', '削除しました', 'Gelöscht', 'Supprimé'),
} as const;
