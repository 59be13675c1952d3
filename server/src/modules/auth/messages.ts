/** Server messages of the auth area. Login failures are the spec's texts (its Chinese and English words). */
import type { LocalizedText } from '../../i18n/localized-text';
import { COMMON_TEXT } from '../../i18n/messages';

export const LOGIN_FAILED = {
  email: {
    ch: '用户名或密码错误',
    en: 'Email or password is incorrect',
    es: 'El correo o la contraseña son incorrectos',
    ja: 'メールアドレスまたはパスワードが正しくありません',
    de: 'E-Mail oder Passwort ist falsch',
    fr: 'E-mail ou mot de passe incorrect',
  },
  phonePassword: {
    ch: '用户名或密码错误',
    en: 'The user name or password is incorrect',
    es: 'El nombre de usuario o la contraseña son incorrectos',
    ja: 'ユーザー名またはパスワードが正しくありません',
    de: 'Benutzername oder Passwort ist falsch',
    fr: "Nom d'utilisateur ou mot de passe incorrect",
  },
  phoneCode: {
    ch: '手机号或验证码错误',
    en: 'Wrong phone number or verification code',
    es: 'Número de teléfono o código de verificación incorrecto',
    ja: '電話番号または認証コードが正しくありません',
    de: 'Falsche Telefonnummer oder falscher Bestätigungscode',
    fr: 'Numéro de téléphone ou code de vérification incorrect',
  },
} as const satisfies Record<string, LocalizedText>;

export const AUTH_TEXT = {
  loginOk: { ch: '登录成功', en: 'Signed in', es: 'Sesión iniciada', ja: 'ログインしました', de: 'Angemeldet', fr: 'Connecté' },
  logoutOk: { ch: '退出成功', en: 'Signed out', es: 'Sesión cerrada', ja: 'ログアウトしました', de: 'Abgemeldet', fr: 'Déconnecté' },
  registerOk: { ch: '注册成功', en: 'Registered', es: 'Registrado', ja: '登録しました', de: 'Registriert', fr: 'Inscription réussie' },
  changeOk: COMMON_TEXT.saved,
  accountEmpty: {
    ch: '账号不能为空',
    en: 'The account must not be empty',
    es: 'La cuenta no puede estar vacía',
    ja: 'アカウントを入力してください',
    de: 'Das Konto darf nicht leer sein',
    fr: 'Le compte ne doit pas être vide',
  },
  accountDisabled: {
    ch: '账号已被禁用',
    en: 'The account is disabled',
    es: 'La cuenta está deshabilitada',
    ja: 'アカウントは無効化されています',
    de: 'Das Konto ist deaktiviert',
    fr: 'Le compte est désactivé',
  },
  tooManyFailures: {
    ch: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins; try again in {minutes} minutes',
    es: 'Demasiados intentos fallidos; inténtelo de nuevo en {minutes} minutos',
    ja: 'ログインの失敗が多すぎます。{minutes} 分後に再試行してください',
    de: 'Zu viele fehlgeschlagene Anmeldungen; versuchen Sie es in {minutes} Minuten erneut',
    fr: 'Trop d’échecs de connexion ; réessayez dans {minutes} minutes',
  },
  captchaSent: {
    ch: '验证码已发送',
    en: 'The verification code was sent',
    es: 'Se ha enviado el código de verificación',
    ja: '認証コードを送信しました',
    de: 'Der Bestätigungscode wurde gesendet',
    fr: 'Le code de vérification a été envoyé',
  },
  captchaLogged: {
    ch: '未配置短信服务：验证码已写入服务器日志',
    en: 'No SMS service is configured: the code was written to the server log',
    es: 'No hay servicio SMS configurado: el código se escribió en el registro del servidor',
    ja: 'SMS サービスが設定されていません。認証コードはサーバーログに書き込まれました',
    de: 'Kein SMS-Dienst eingerichtet: der Code wurde ins Serverprotokoll geschrieben',
    fr: 'Aucun service SMS configuré : le code a été écrit dans le journal du serveur',
  },
  captchaTooSoon: {
    ch: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'Codes are requested too often; try again in {seconds} seconds',
    es: 'Se solicitan códigos con demasiada frecuencia; inténtelo de nuevo en {seconds} segundos',
    ja: '認証コードの送信が頻繁すぎます。{seconds} 秒後に再試行してください',
    de: 'Codes werden zu oft angefordert; versuchen Sie es in {seconds} Sekunden erneut',
    fr: 'Codes demandés trop souvent ; réessayez dans {seconds} secondes',
  },
  captchaWrong: {
    ch: '验证码错误或已过期',
    en: 'The verification code is wrong or has expired',
    es: 'El código de verificación es incorrecto o ha caducado',
    ja: '認証コードが正しくないか、有効期限が切れています',
    de: 'Der Bestätigungscode ist falsch oder abgelaufen',
    fr: 'Le code de vérification est incorrect ou a expiré',
  },
  emailTaken: COMMON_TEXT.emailTaken,
  phoneTaken: COMMON_TEXT.phoneTaken,
  phoneUnknown: {
    ch: '手机号未注册',
    en: 'This phone number is not registered',
    es: 'Este número de teléfono no está registrado',
    ja: 'この電話番号は登録されていません',
    de: 'Diese Telefonnummer ist nicht registriert',
    fr: "Ce numéro de téléphone n'est pas enregistré",
  },
  passwordOrCode: {
    ch: 'password: 请输入密码或验证码',
    en: 'password: password or verification_code is required',
    es: 'password: se requiere password o verification_code',
    ja: 'password: password または verification_code が必要です',
    de: 'password: password oder verification_code ist erforderlich',
    fr: 'password: password ou verification_code est obligatoire',
  },
} as const satisfies Record<string, LocalizedText>;

export const SESSION_TEXT = {
  missing: {
    ch: '请先登录（缺少访问令牌）',
    en: 'Please sign in (no access token)',
    es: 'Inicie sesión (falta el token de acceso)',
    ja: 'ログインしてください（アクセストークンがありません）',
    de: 'Bitte melden Sie sich an (kein Zugriffstoken)',
    fr: 'Veuillez vous connecter (jeton d’accès manquant)',
  },
  invalid: { ch: 'token异常', en: 'Invalid token', es: 'Token no válido', ja: 'トークンが無効です', de: 'Ungültiges Token', fr: 'Jeton invalide' },
  expired: {
    ch: '登录已过期，请重新登录',
    en: 'The session has expired; please sign in again',
    es: 'La sesión ha caducado; inicie sesión de nuevo',
    ja: 'ログインの有効期限が切れました。再度ログインしてください',
    de: 'Die Sitzung ist abgelaufen; bitte melden Sie sich erneut an',
    fr: 'La session a expiré ; veuillez vous reconnecter',
  },
  revoked: {
    ch: '登录已失效，请重新登录',
    en: 'The session is no longer valid; please sign in again',
    es: 'La sesión ya no es válida; inicie sesión de nuevo',
    ja: 'ログインが無効になりました。再度ログインしてください',
    de: 'Die Sitzung ist nicht mehr gültig; bitte melden Sie sich erneut an',
    fr: "La session n'est plus valide ; veuillez vous reconnecter",
  },
} as const satisfies Record<string, LocalizedText>;

export const SMS_TEXT = {
  code: {
    ch: '验证码 {code}，5 分钟内有效。',
    en: 'Verification code {code}, valid for 5 minutes.',
    es: 'Código de verificación {code}, válido durante 5 minutos.',
    ja: '認証コード {code}（5 分間有効）',
    de: 'Bestätigungscode {code}, 5 Minuten gültig.',
    fr: 'Code de vérification {code}, valable 5 minutes.',
  },
} as const satisfies Record<string, LocalizedText>;

/** One answer for a wrong, expired, used or other-purpose code and for an unknown number: it never says which. */
export const CODE_REFUSED = {
  ch: '验证码错误或已过期',
  en: 'The verification code is wrong or has expired',
  es: 'El código de verificación es incorrecto o ha caducado',
  ja: '認証コードが間違っているか、有効期限が切れています',
  de: 'Der Bestätigungscode ist falsch oder abgelaufen',
  fr: 'Le code de vérification est erroné ou a expiré',
} as const satisfies LocalizedText;

/** Too many wrong codes from this number or this address; `{minutes}` until the next try. */
export const CODE_TRIES_EXHAUSTED = {
  ch: '验证码错误次数过多，请 {minutes} 分钟后重新获取验证码',
  en: 'Too many wrong verification codes: request a new code in {minutes} minutes',
  es: 'Demasiados códigos de verificación incorrectos: solicite uno nuevo dentro de {minutes} minutos',
  ja: '認証コードの誤りが多すぎます。{minutes} 分後に新しいコードを取得してください',
  de: 'Zu viele falsche Bestätigungscodes: fordern Sie in {minutes} Minuten einen neuen Code an',
  fr: 'Trop de codes de vérification erronés : demandez un nouveau code dans {minutes} minutes',
} as const satisfies LocalizedText;

/** Refused on every call but the password change while a one-time password is in use. */
export const PASSWORD_CHANGE_REQUIRED = {
  ch: '请先修改初始密码',
  en: 'Change your one-time password first',
  es: 'Cambie primero su contraseña de un solo uso',
  ja: '先に初期パスワードを変更してください',
  de: 'Ändern Sie zuerst Ihr Einmalpasswort',
  fr: "Changez d'abord votre mot de passe à usage unique",
} as const satisfies LocalizedText;
