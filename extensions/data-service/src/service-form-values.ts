import type { DataService, ServiceSave } from './api/data-service-api';
import { badWhitelistEntry } from '@tessera/sdk';

export type ServiceValues = ServiceSave;
export type ServiceErrors = Partial<Record<'name' | 'ip_whitelist' | 'time_interval' | 'push_url', string>>;

export const emptyService = (): ServiceValues => ({
  name: '',
  signature_mode: 'SHA256',
  ip_whitelist: '',
  data_sql: '',
  api_flag: '0',
  time_interval: 60,
  push_url: '',
  enable_flag: '0',
  description: '',
});

export const serviceValues = (s: DataService): ServiceValues => ({
  id: s.id,
  name: s.name,
  signature_mode: s.signature_mode,
  ip_whitelist: s.ip_whitelist,
  data_sql: s.data_sql,
  api_flag: s.api_flag,
  time_interval: s.time_interval || 60,
  push_url: s.push_url,
  enable_flag: s.enable_flag,
  description: s.description,
});

/** Locale keys of what is wrong, by field; empty when the form may be sent. */
export function serviceErrors(v: ServiceValues): ServiceErrors {
  const e: ServiceErrors = {};
  if (!v.name.trim()) e.name = 'common.required';
  if (badWhitelistEntry(v.ip_whitelist) !== null) e.ip_whitelist = 'service.badIp';
  if (v.api_flag === '1') {
    if (!(v.time_interval >= 1)) e.time_interval = 'service.intervalRequired';
    // The URL is optional: WebSocket clients are pushed to either way.
    if (v.push_url.trim() && !/^https?:\/\/\S+$/i.test(v.push_url.trim())) e.push_url = 'service.badUrl';
  }
  return e;
}
