/** Reply texts of the dashboards module, in the six console languages (`{value}` placeholders filled by `fill`). */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const DASHBOARD_TEXT = {
  notFound: t(
    '看板不存在',
    'No such dashboard',
    'El panel no existe',
    'ダッシュボードが存在しません',
    'Dieses Dashboard gibt es nicht',
    "Ce tableau de bord n'existe pas",
  ),
  nameRequired: t(
    '看板名称不能为空',
    'The dashboard name is required',
    'El nombre del panel es obligatorio',
    'ダッシュボード名は必須です',
    'Der Dashboard-Name ist erforderlich',
    'Le nom du tableau de bord est obligatoire',
  ),
  tooLarge: t(
    '看板内容过大（上限 {value} 字节）',
    'The dashboard is too large (at most {value} bytes)',
    'El panel es demasiado grande (máximo {value} bytes)',
    'ダッシュボードが大きすぎます（上限 {value} バイト）',
    'Das Dashboard ist zu groß (höchstens {value} Bytes)',
    'Le tableau de bord est trop volumineux (au plus {value} octets)',
  ),
  badWidgetType: t(
    '组件 {value} 的类型无效',
    'Tile {value}: the widget type must be a text of 1 to 128 characters',
    'Mosaico {value}: el tipo de widget debe ser un texto de 1 a 128 caracteres',
    'タイル {value}：ウィジェットの種類は 1〜128 文字のテキストである必要があります',
    'Kachel {value}: der Widget-Typ muss ein Text mit 1 bis 128 Zeichen sein',
    'Tuile {value} : le type de widget doit être un texte de 1 à 128 caractères',
  ),
  duplicateTile: t(
    '组件编号重复：{value}',
    'Duplicate tile id: {value}',
    'Identificador de mosaico duplicado: {value}',
    'タイル ID が重複しています：{value}',
    'Doppelte Kachel-ID: {value}',
    'Identifiant de tuile en double : {value}',
  ),
  unknownDevice: t(
    '设备不存在：{value}',
    'No such device: {value}',
    'El dispositivo no existe: {value}',
    'デバイスが存在しません：{value}',
    'Dieses Gerät gibt es nicht: {value}',
    "Cet appareil n'existe pas : {value}",
  ),
  badVariableName: t(
    '变量名 {value} 无效：须以小写字母开头，只含小写字母、数字和下划线，最多 32 个字符',
    'Variable name {value} is invalid: it must start with a lower-case letter and hold only lower-case letters, digits and _ (at most 32 characters)',
    'El nombre de variable {value} no es válido: debe empezar por una letra minúscula y contener solo minúsculas, dígitos y _ (máximo 32 caracteres)',
    '変数名 {value} が無効です：小文字で始まり、小文字・数字・_ のみ（32 文字以内）である必要があります',
    'Variablenname {value} ist ungültig: er muss mit einem Kleinbuchstaben beginnen und darf nur Kleinbuchstaben, Ziffern und _ enthalten (höchstens 32 Zeichen)',
    'Le nom de variable {value} est invalide : il doit commencer par une lettre minuscule et ne contenir que des minuscules, chiffres et _ (32 caractères au plus)',
  ),
  duplicateVariable: t(
    '变量名重复：{value}',
    'Duplicate variable name: {value}',
    'Nombre de variable duplicado: {value}',
    '変数名が重複しています：{value}',
    'Doppelter Variablenname: {value}',
    'Nom de variable en double : {value}',
  ),
  badVariableRef: t(
    '组件 {value} 引用了不存在的变量（只有设备组件可以使用变量）',
    'Tile {value} uses a variable the dashboard does not define (only widget tiles may use one)',
    'El mosaico {value} usa una variable que el panel no define (solo los mosaicos de widget pueden usarla)',
    'タイル {value} はダッシュボードに定義されていない変数を使っています（変数を使えるのはウィジェットタイルのみ）',
    'Kachel {value} verwendet eine Variable, die das Dashboard nicht definiert (nur Widget-Kacheln dürfen eine verwenden)',
    'La tuile {value} utilise une variable que le tableau de bord ne définit pas (seules les tuiles de widget peuvent en utiliser une)',
  ),
  defaultOutsideFilter: t(
    '变量 {value} 的默认设备不符合其筛选条件',
    "Variable {value}: the default device does not match the variable's filter",
    'Variable {value}: el dispositivo predeterminado no cumple el filtro de la variable',
    '変数 {value}：既定のデバイスが変数のフィルターに一致しません',
    'Variable {value}: das Standardgerät entspricht nicht dem Filter der Variable',
    'Variable {value} : l’appareil par défaut ne correspond pas au filtre de la variable',
  ),
  shareInvalid: t(
    '分享链接无效或已撤销',
    'The share link is invalid or has been revoked',
    'El enlace compartido no es válido o fue revocado',
    '共有リンクが無効か、取り消されています',
    'Der Freigabelink ist ungültig oder wurde widerrufen',
    'Le lien de partage est invalide ou a été révoqué',
  ),
  deviceNotShared: t(
    '该设备不在分享的看板中',
    'This device is not on the shared dashboard',
    'Este dispositivo no está en el panel compartido',
    'このデバイスは共有ダッシュボードにありません',
    'Dieses Gerät ist nicht auf dem geteilten Dashboard',
    "Cet appareil n'est pas sur le tableau de bord partagé",
  ),
  saved: t('保存成功', 'Saved', 'Guardado', '保存しました', 'Gespeichert', 'Enregistré'),
  deleted: t('删除成功', 'Deleted', 'Eliminado', '削除しました', 'Gelöscht', 'Supprimé'),
  imported: t('导入成功', 'Imported', 'Importado', 'インポートしました', 'Importiert', 'Importé'),
  importedUnknown: t(
    '导入成功；以下组件未安装：{value}',
    'Imported; these widgets are not installed: {value}',
    'Importado; estos widgets no están instalados: {value}',
    'インポートしました。次のウィジェットは未インストールです：{value}',
    'Importiert; diese Widgets sind nicht installiert: {value}',
    'Importé ; ces widgets ne sont pas installés : {value}',
  ),
  shared: t('已生成分享链接', 'Share link created', 'Enlace compartido creado', '共有リンクを作成しました', 'Freigabelink erstellt', 'Lien de partage créé'),
  revoked: t(
    '分享链接已撤销',
    'Share link revoked',
    'Enlace compartido revocado',
    '共有リンクを取り消しました',
    'Freigabelink widerrufen',
    'Lien de partage révoqué',
  ),
  homeSet: t(
    '已设为首页看板',
    'Set as the home dashboard',
    'Definido como panel de inicio',
    'ホームダッシュボードに設定しました',
    'Als Start-Dashboard festgelegt',
    "Défini comme tableau de bord d'accueil",
  ),
  copySuffix: t('（副本）', ' (copy)', ' (copia)', '（コピー）', ' (Kopie)', ' (copie)'),
} as const;

export function fill(text: LocalizedText, value: string | number): LocalizedText {
  const out = {} as Record<keyof LocalizedText, string>;
  for (const [k, v] of Object.entries(text)) out[k as keyof LocalizedText] = v.replace('{value}', String(value));
  return out;
}
