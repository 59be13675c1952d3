/** Replies many modules share (a module's own texts live in its messages.ts). */
import type { LocalizedText } from './localized-text';

export const COMMON_TEXT = {
  added: { ch: '添加成功', en: 'Added', es: 'Añadido', ja: '追加しました', de: 'Hinzugefügt', fr: 'Ajouté' },
  saved: { ch: '修改成功', en: 'Saved', es: 'Guardado', ja: '保存しました', de: 'Gespeichert', fr: 'Enregistré' },
  deleted: { ch: '删除成功', en: 'Deleted', es: 'Eliminado', ja: '削除しました', de: 'Gelöscht', fr: 'Supprimé' },
  done: { ch: '操作成功', en: 'Done', es: 'Operación realizada', ja: '操作が完了しました', de: 'Erledigt', fr: 'Opération réussie' },
  deleteChildrenFirst: {
    ch: '请先删除下一级',
    en: 'Delete the items below it first',
    es: 'Elimine primero los elementos que dependen de él',
    ja: '先に下位の項目を削除してください',
    de: 'Löschen Sie zuerst die untergeordneten Einträge',
    fr: 'Supprimez d’abord les éléments qui en dépendent',
  },
  userNotFound: {
    ch: '用户不存在',
    en: 'No such user',
    es: 'El usuario no existe',
    ja: 'ユーザーが存在しません',
    de: 'Benutzer nicht gefunden',
    fr: 'Utilisateur introuvable',
  },
  deviceNotFound: {
    ch: '设备不存在',
    en: 'No such device',
    es: 'El dispositivo no existe',
    ja: 'デバイスが存在しません',
    de: 'Gerät nicht gefunden',
    fr: 'Appareil introuvable',
  },
  emailInvalid: {
    ch: '请输入正确的邮箱格式',
    en: 'Please enter a valid email address',
    es: 'Introduzca una dirección de correo válida',
    ja: '正しいメールアドレスを入力してください',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    fr: 'Veuillez saisir une adresse e-mail valide',
  },
  mobileInvalid: {
    ch: '请输入正确的手机号码',
    en: 'Please enter a valid mobile number',
    es: 'Introduzca un número de móvil válido',
    ja: '正しい携帯電話番号を入力してください',
    de: 'Bitte geben Sie eine gültige Mobilnummer ein',
    fr: 'Veuillez saisir un numéro de mobile valide',
  },
} as const satisfies Record<string, LocalizedText>;
