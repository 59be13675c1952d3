// Checked in the console before saving; the server checks again with node:net (server/src/modules/data-gateway/signature.ts).
/** The first entry of a `|`-separated whitelist that is not an IPv4/IPv6 address or CIDR range, or null. */
export function badWhitelistEntry(text: string): string | null {
  for (const raw of text.split('|')) {
    const e = raw.trim();
    if (!e) continue;
    const [addr, bits, extra] = e.split('/');
    const family = ipv4(addr) ? 4 : ipv6(addr) ? 6 : 0;
    if (!family || extra !== undefined) return e;
    if (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128))) return e;
  }
  return null;
}

function ipv4(a: string): boolean {
  const parts = a.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

function ipv6(a: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(a) || !a.includes(':')) return false;
  const double = a.split('::');
  if (double.length > 2) return false;
  const groups = a
    .replace('::', ':x:')
    .split(':')
    .filter((g) => g !== '');
  const last = groups[groups.length - 1];
  const tailV4 = last !== undefined && last.includes('.');
  if (tailV4 && !ipv4(last)) return false;
  const hex = (tailV4 ? groups.slice(0, -1) : groups).filter((g) => g !== 'x');
  if (!hex.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return false;
  const count = hex.length + (tailV4 ? 2 : 0);
  return double.length === 2 ? count < 8 : count === 8;
}
