/** QR codes of the scan page: what a scanned text names, among the devices and pre-registered devices of a tenant. */
import { businessError } from '../../http/envelope';
import { fill } from '../../i18n/localized-text';
import type { Db } from '../../storage/database';
import type { Scope } from '../devices/scope';
import { MINI_TEXT as T } from './messages';
import * as store from './store';

/** A device the caller may see, or a pre-registered one not yet activated; 400 naming the code otherwise. */
export async function resolveScannedCode(db: Db, s: Scope, code: string) {
  for (const c of candidates(code)) {
    const d = await store.findDevice(db, s.tenantId, s.siteIds, c);
    if (d) return { kind: 'device', device_id: d.id, name: d.name };
    // Pre-registered devices belong to no site yet: only a caller who sees the whole tenant finds them.
    const pre = s.siteIds ? undefined : await store.findPreRegistered(db, s.tenantId, c);
    if (pre && pre.add_flag === '1') return { kind: 'device', device_id: pre.device_id, name: pre.device_code };
    if (pre) return { kind: 'pre', activation_code: pre.id, device_code: pre.device_code };
  }
  throw businessError(fill(T.codeUnknown, { value: code.slice(0, 80) }));
}

/**
 * The ids a QR code may carry: the text itself, or from a link its `device_id` / `d_id` / `id` / `code` parameter
 * and its last path segment, or the part after a `tessera:device:` prefix.
 */
export function candidates(code: string): string[] {
  const text = code.trim();
  const out: string[] = [];
  const add = (v: string | null | undefined) => {
    if (v && v.length <= 64 && !out.includes(v)) out.push(v);
  };
  const prefixed = /^tessera:device:(.+)$/i.exec(text);
  if (prefixed) add(prefixed[1]);
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      for (const k of ['device_id', 'd_id', 'id', 'code']) add(url.searchParams.get(k));
      add(decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? ''));
    }
  } catch {
    /* not a link */
  }
  add(text);
  return out;
}
