/**
 * The open API's request checks that need no storage: the signature, the timestamp window, the IP whitelist and
 * the per-app rate limit. The exact rules are in docs/data-gateway.md ("Signing a request").
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { SignatureMode } from './tables';

/** `hex(MD5|SHA256(timestamp + secret))`, the timestamp exactly as sent in `X-OpenAPI-Timestamp`. */
export function signatureOf(mode: SignatureMode, timestamp: string, secret: string): string {
  return createHash(mode === 'MD5' ? 'md5' : 'sha256')
    .update(timestamp + secret, 'utf8')
    .digest('hex');
}

/** Constant-time comparison, case-insensitive hex. */
export function signatureMatches(mode: SignatureMode, timestamp: string, secret: string, given: string): boolean {
  const want = Buffer.from(signatureOf(mode, timestamp, secret), 'utf8');
  const got = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return want.length === got.length && timingSafeEqual(want, got);
}

/** Milliseconds of a Unix time of 10 (s), 13 (ms) or 16 (µs) digits; null for anything else. */
export function timestampMs(raw: string | undefined): number | null {
  const v = (raw ?? '').trim();
  if (/^\d{10}$/.test(v)) return Number(v) * 1000;
  if (/^\d{13}$/.test(v)) return Number(v);
  if (/^\d{16}$/.test(v)) return Math.floor(Number(v) / 1000);
  return null;
}

/** The entries of a `|`-separated whitelist (blanks dropped). */
export const whitelistEntries = (text: string) =>
  text
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);

/** The first entry that is neither an IPv4/IPv6 address nor a CIDR range of one, or null when all are good. */
export function badWhitelistEntry(text: string): string | null {
  for (const e of whitelistEntries(text)) {
    const [addr, bits, extra] = e.split('/');
    const family = isIP(addr);
    if (!family || extra !== undefined) return e;
    if (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128))) return e;
  }
  return null;
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is `1.2.3.4`. */
export function plainIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1] : ip;
}

const compiled = new Map<string, BlockList>();

/** The whitelist as a BlockList, built once per distinct text (a few apps, many requests). */
function blockListOf(whitelist: string, entries: string[]): BlockList {
  let list = compiled.get(whitelist);
  if (list) return list;
  list = new BlockList();
  for (const e of entries) {
    const [a, bits] = e.split('/');
    const f = isIP(a) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(a, f);
    else list.addSubnet(a, Number(bits), f);
  }
  if (compiled.size >= 1000) compiled.clear();
  compiled.set(whitelist, list);
  return list;
}

/** True when the whitelist is empty or one of its addresses / ranges holds `ip`. */
export function ipAllowed(whitelist: string, ip: string): boolean {
  const entries = whitelistEntries(whitelist);
  if (!entries.length) return true;
  const addr = plainIp(ip);
  const family = isIP(addr);
  if (!family) return false;
  return blockListOf(whitelist, entries).check(addr, family === 6 ? 'ipv6' : 'ipv4');
}

/** Fixed one-minute windows per key: `take` is false once `limit` requests were counted in the current minute. */
export class MinuteCounter {
  private readonly windows = new Map<string, { start: number; n: number }>();
  constructor(private readonly now: () => number) {}

  take(key: string, limit: number): boolean {
    const t = this.now();
    const start = t - (t % 60_000);
    let w = this.windows.get(key);
    if (!w || w.start !== start) {
      if (this.windows.size > 10_000) this.windows.clear();
      w = { start, n: 0 };
      this.windows.set(key, w);
    }
    if (w.n >= limit) return false;
    w.n += 1;
    return true;
  }
}
