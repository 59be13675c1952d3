/** Server messages of the tenants area that other areas show (login and token checks of a disabled tenant). */
import type { LocalizedText } from '../../i18n/localized-text';

export const TENANT_TEXT = {
  disabled: {
    ch: '所属租户已被禁用，请联系系统管理员',
    en: 'Your tenant has been disabled; please contact the system administrator',
    es: 'Su inquilino ha sido deshabilitado; póngase en contacto con el administrador del sistema',
    ja: '所属テナントは無効化されています。システム管理者にお問い合わせください',
    de: 'Ihr Mandant wurde deaktiviert; bitte wenden Sie sich an den Systemadministrator',
    fr: 'Votre locataire a été désactivé ; veuillez contacter l’administrateur système',
  },
} as const satisfies Record<string, LocalizedText>;
