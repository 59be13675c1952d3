import type { HttpClient } from '@tessera/sdk';

/** `/system/logo/index`: the public look of the console (name, theme, logo, login background). */
export interface GeneralSettings {
  id?: string;
  system_name: string;
  theme: 'blue' | 'white';
  logo_one: string;
  home_background: string;
}

/**
 * An image field on the wire: omitted = unchanged, '' = removed, a `data:image/...` URL = changed (§4 image input).
 */
export interface GeneralSettingsUpdate {
  system_name: string;
  theme: 'blue' | 'white';
  logo_one?: string;
  home_background?: string;
}

export interface EmailSettings {
  host: string;
  port: number | '';
  from_email: string;
  from_name: string;
  ssl: boolean;
  /** Write-only: sent when changed, never returned. */
  from_password?: string;
  /** Returned instead of the password: whether one is stored. */
  from_password_set?: boolean;
  enabled: boolean;
}

export interface SmsSettings {
  provider: string;
  access_key_id: string;
  endpoint: string;
  sign_name: string;
  template_code: string;
  access_key_secret?: string;
  access_key_secret_set?: boolean;
  enabled: boolean;
}

export interface NotificationSettings {
  email: EmailSettings;
  sms: SmsSettings;
}

export interface AuthorizationInfo {
  edition: string;
  version: string;
  licensee: string;
  issued_at: number | null;
  expires_at: number | null;
  device_limit: number | null;
  license_key_set: boolean;
}

export const settingsApi = {
  general: (http: HttpClient) => http.call<GeneralSettings>('/system/logo/index', {}),
  saveGeneral: (http: HttpClient, s: GeneralSettingsUpdate) => http.call<GeneralSettings>('/settings/general/update', s),
  notification: (http: HttpClient) => http.call<NotificationSettings>('/settings/notification/index', {}),
  saveNotification: (http: HttpClient, s: NotificationSettings) => http.call<NotificationSettings>('/settings/notification/update', s),
  authorization: (http: HttpClient) => http.call<AuthorizationInfo>('/settings/authorization/index', {}),
  saveAuthorization: (http: HttpClient, license_key: string) => http.call<AuthorizationInfo>('/settings/authorization/update', { license_key }),
};
