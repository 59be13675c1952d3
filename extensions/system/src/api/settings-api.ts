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
 * An image field on the wire: omitted = unchanged, '' = removed, a `data:image/...` URL = changed (the spec's image
 * input).
 */
export interface GeneralSettingsUpdate {
  system_name: string;
  theme: 'blue' | 'white';
  logo_one?: string;
  home_background?: string;
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
  authorization: (http: HttpClient) => http.call<AuthorizationInfo>('/settings/authorization/index', {}),
  saveAuthorization: (http: HttpClient, license_key: string) => http.call<AuthorizationInfo>('/settings/authorization/update', { license_key }),
};
