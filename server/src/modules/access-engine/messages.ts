/** Messages of the access engine (the Node-RED flow editor), in the six console languages. */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const ENGINE_MSG = {
  ok: t('成功', 'OK', 'Correcto', '成功', 'OK', 'OK'),
  off: t(
    '接入引擎未启用（TESSERA_FLOW_EDITOR=off）',
    'The access engine is off (TESSERA_FLOW_EDITOR=off)',
    'El motor de acceso está desactivado (TESSERA_FLOW_EDITOR=off)',
    'アクセスエンジンは無効です（TESSERA_FLOW_EDITOR=off）',
    'Die Zugriffs-Engine ist aus (TESSERA_FLOW_EDITOR=off)',
    'Le moteur d’accès est désactivé (TESSERA_FLOW_EDITOR=off)',
  ),
  external: t(
    '接入引擎使用外部 Node-RED，请在其中登录',
    'The access engine uses an external Node-RED; sign in there',
    'El motor de acceso usa un Node-RED externo; inicie sesión allí',
    'アクセスエンジンは外部の Node-RED を使います。そちらでサインインしてください',
    'Die Zugriffs-Engine nutzt ein externes Node-RED; melden Sie sich dort an',
    'Le moteur d’accès utilise un Node-RED externe ; connectez-vous-y',
  ),
  notReady: t(
    '接入引擎尚未就绪',
    'The access engine is not ready yet',
    'El motor de acceso aún no está listo',
    'アクセスエンジンはまだ準備できていません',
    'Die Zugriffs-Engine ist noch nicht bereit',
    'Le moteur d’accès n’est pas encore prêt',
  ),
  badToken: t(
    '流程编辑器令牌无效或已过期，请重新打开接入引擎页面',
    'The flow-editor token is missing, invalid or expired: open the access engine page again',
    'El token del editor de flujos falta, no es válido o caducó: abra de nuevo la página del motor de acceso',
    'フローエディタのトークンがないか無効か期限切れです。アクセスエンジンのページを開き直してください',
    'Das Flow-Editor-Token fehlt, ist ungültig oder abgelaufen: öffnen Sie die Zugriffs-Engine-Seite erneut',
    'Le jeton de l’éditeur de flux est absent, invalide ou expiré : rouvrez la page du moteur d’accès',
  ),
  badCommand: t(
    '命令标识无效',
    'The command identifier is missing or too long',
    'El identificador del comando falta o es demasiado largo',
    'コマンド識別子がないか長すぎます',
    'Die Befehlskennung fehlt oder ist zu lang',
    'L’identifiant de commande est absent ou trop long',
  ),
} as const;
