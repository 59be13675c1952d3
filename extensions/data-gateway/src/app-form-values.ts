import type { AppSave, GatewayApp } from './api/gateway-api';
import { badWhitelistEntry } from '@tessera/sdk';

export type AppValues = AppSave;
export type AppErrors = Partial<Record<'name' | 'ip_whitelist' | 'device_ids' | 'api_ids', string>>;

export const emptyApp = (): AppValues => ({
  name: '',
  signature_mode: 'SHA256',
  ip_whitelist: '',
  device_access_scope: '1',
  api_access_scope: '1',
  device_ids: [],
  api_ids: [],
  rate_limit: 600,
  timestamp_window: 300,
  description: '',
});

export const appValues = (a: GatewayApp): AppValues => ({
  id: a.id,
  name: a.name,
  signature_mode: a.signature_mode,
  ip_whitelist: a.ip_whitelist,
  device_access_scope: a.device_access_scope,
  api_access_scope: a.api_access_scope,
  device_ids: a.device_ids,
  api_ids: a.api_ids,
  rate_limit: a.rate_limit,
  timestamp_window: a.timestamp_window,
  description: a.description,
});

/** Locale keys of what is wrong, by field; empty when the form may be sent. */
export function appErrors(v: AppValues): AppErrors {
  const e: AppErrors = {};
  if (!v.name.trim()) e.name = 'common.required';
  if (badWhitelistEntry(v.ip_whitelist) !== null) e.ip_whitelist = 'app.badIp';
  if (v.device_access_scope === '2' && !v.device_ids.length) e.device_ids = 'app.pickDevice';
  if (v.api_access_scope === '2' && !v.api_ids.length) e.api_ids = 'app.pickApi';
  return e;
}
