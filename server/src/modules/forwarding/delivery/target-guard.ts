/**
 * What a tenant may forward to (docs/forwarding.md, "Which targets are allowed"). Only http(s) URLs and MQTT
 * brokers; addresses the platform itself lives on are refused unless the operator allows private targets:
 * loopback, private ranges and carrier-grade NAT. Link-local (cloud metadata), multicast, broadcast and
 * "this network" are refused always. The check runs on every address a host name resolves to, at each
 * connection, so a name that later resolves elsewhere (DNS rebinding) is caught where it matters.
 */
import dns from 'node:dns/promises';
import net from 'node:net';

const never = new net.BlockList();
never.addSubnet('0.0.0.0', 8, 'ipv4');
never.addSubnet('169.254.0.0', 16, 'ipv4');
never.addSubnet('224.0.0.0', 4, 'ipv4');
never.addSubnet('240.0.0.0', 4, 'ipv4');
never.addAddress('::', 'ipv6');
never.addSubnet('fe80::', 10, 'ipv6');
never.addSubnet('ff00::', 8, 'ipv6');

const privateNets = new net.BlockList();
privateNets.addSubnet('127.0.0.0', 8, 'ipv4');
privateNets.addSubnet('10.0.0.0', 8, 'ipv4');
privateNets.addSubnet('172.16.0.0', 12, 'ipv4');
privateNets.addSubnet('192.168.0.0', 16, 'ipv4');
privateNets.addSubnet('100.64.0.0', 10, 'ipv4');
privateNets.addAddress('::1', 'ipv6');
privateNets.addSubnet('fc00::', 7, 'ipv6');

export type AddressVerdict = 'ok' | 'private' | 'forbidden';

/** IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it carries. */
export function judgeAddress(address: string): AddressVerdict {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  const family = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) ? 'ipv6' : null;
  if (!family) return 'forbidden';
  if (never.check(ip, family)) return 'forbidden';
  if (privateNets.check(ip, family)) return 'private';
  return 'ok';
}

export class TargetRefused extends Error {}

/** Resolves a host and checks every address; answers the first allowed address to connect to. */
export async function resolveTarget(host: string, allowPrivate: boolean): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(bare) ? [bare] : (await dns.lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  if (!addresses.length) throw new TargetRefused(`${host} does not resolve`);
  for (const a of addresses) {
    const v = judgeAddress(a);
    if (v === 'forbidden' || (v === 'private' && !allowPrivate)) throw new TargetRefused(`${host} resolves to ${a}, which forwarding may not reach`);
  }
  return addresses[0];
}

/** The static part of the check (at save time): the literal address or the name `localhost`. */
export function staticVerdict(host: string): AddressVerdict {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (net.isIP(bare)) return judgeAddress(bare);
  if (bare === 'localhost' || bare.endsWith('.localhost')) return 'private';
  return 'ok';
}

/** Host names: letters, digits, dots and hyphens, or an IP literal. */
export const isHostName = (host: string) =>
  net.isIP(host.replace(/^\[|\]$/g, '')) !== 0 || /^[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*\.?$/.test(host);
