/** Server messages of the auth area. Login failures are the spec's texts (Chinese by default, English on request). */
import type { LocalizedText } from '../../i18n/localized-text';

export const LOGIN_FAILED = {
  email: { ch: '用户名或密码错误', en: 'Email or password is incorrect' },
  phonePassword: { ch: '用户名或密码错误', en: 'The user name or password is incorrect' },
  phoneCode: { ch: '手机号或验证码错误', en: 'Wrong phone number or verification code' },
} as const;

export const AUTH_TEXT = {
  loginOk: '登录成功',
  logoutOk: '退出成功',
  registerOk: '注册成功',
  changeOk: '修改成功',
  accountEmpty: '账号不能为空',
  accountDisabled: '账号已被禁用',
  tooManyFailures: (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
  captchaSent: '验证码已发送',
  captchaLogged: '未配置短信服务：验证码已写入服务器日志',
  captchaTooSoon: (seconds: number) => `验证码发送过于频繁，请 ${seconds} 秒后再试`,
  emailTaken: '邮箱已被注册',
  phoneTaken: '手机号已被注册',
  phoneUnknown: '手机号未注册',
} as const;

/** One answer for a wrong, expired, used or other-purpose code and for an unknown number: it never says which. */
export const CODE_REFUSED: LocalizedText = {
  ch: '验证码错误或已过期',
  en: 'The verification code is wrong or has expired',
  es: 'El código de verificación es incorrecto o ha caducado',
  ja: '認証コードが間違っているか、有効期限が切れています',
  de: 'Der Bestätigungscode ist falsch oder abgelaufen',
  fr: 'Le code de vérification est erroné ou a expiré',
};

/** Too many wrong codes from this number or this address; `{minutes}` until the next try. */
export const CODE_TRIES_EXHAUSTED: LocalizedText = {
  ch: '验证码错误次数过多，请 {minutes} 分钟后重新获取验证码',
  en: 'Too many wrong verification codes: request a new code in {minutes} minutes',
  es: 'Demasiados códigos de verificación incorrectos: solicite uno nuevo dentro de {minutes} minutos',
  ja: '認証コードの誤りが多すぎます。{minutes} 分後に新しいコードを取得してください',
  de: 'Zu viele falsche Bestätigungscodes: fordern Sie in {minutes} Minuten einen neuen Code an',
  fr: 'Trop de codes de vérification erronés : demandez un nouveau code dans {minutes} minutes',
};

/** Refused on every call but the password change while a one-time password is in use. */
export const PASSWORD_CHANGE_REQUIRED: LocalizedText = {
  ch: '请先修改初始密码',
  en: 'Change your one-time password first',
  es: 'Cambie primero su contraseña de un solo uso',
  ja: '先に初期パスワードを変更してください',
  de: 'Ändern Sie zuerst Ihr Einmalpasswort',
  fr: "Changez d'abord votre mot de passe à usage unique",
};
