/** Server messages of the users area. */
import type { LocalizedText } from '../../i18n/localized-text';
import { COMMON_TEXT } from '../../i18n/messages';

export const USER_TEXT = {
  notFound: COMMON_TEXT.userNotFound,
  emailTaken: COMMON_TEXT.emailTaken,
  phoneTaken: COMMON_TEXT.phoneTaken,
  self: {
    ch: '不能对自己执行此操作',
    en: 'You cannot do this to your own account',
    es: 'No puede hacer esto con su propia cuenta',
    ja: '自分自身に対してこの操作はできません',
    de: 'Das können Sie mit Ihrem eigenen Konto nicht tun',
    fr: 'Vous ne pouvez pas faire cela sur votre propre compte',
  },
  authorityNotAllowed: {
    ch: '无权创建该类型的用户',
    en: 'You may not create users of this type',
    es: 'No puede crear usuarios de este tipo',
    ja: 'この種類のユーザーを作成する権限がありません',
    de: 'Sie dürfen keine Benutzer dieses Typs anlegen',
    fr: 'Vous ne pouvez pas créer d’utilisateurs de ce type',
  },
  resetOk: {
    ch: '密码已重置',
    en: 'The password was reset',
    es: 'Se restableció la contraseña',
    ja: 'パスワードをリセットしました',
    de: 'Das Passwort wurde zurückgesetzt',
    fr: 'Le mot de passe a été réinitialisé',
  },
  wrongOldPassword: {
    ch: '原密码错误',
    en: 'The current password is wrong',
    es: 'La contraseña actual es incorrecta',
    ja: '現在のパスワードが正しくありません',
    de: 'Das aktuelle Passwort ist falsch',
    fr: 'Le mot de passe actuel est incorrect',
  },
  samePassword: {
    ch: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
    es: 'La nueva contraseña debe ser distinta de la actual',
    ja: '新しいパスワードは現在のパスワードと異なる必要があります',
    de: 'Das neue Passwort muss sich vom aktuellen unterscheiden',
    fr: 'Le nouveau mot de passe doit être différent de l’actuel',
  },
  passwordChanged: {
    ch: '密码修改成功',
    en: 'The password was changed',
    es: 'Se cambió la contraseña',
    ja: 'パスワードを変更しました',
    de: 'Das Passwort wurde geändert',
    fr: 'Le mot de passe a été modifié',
  },
} as const satisfies Record<string, LocalizedText>;
