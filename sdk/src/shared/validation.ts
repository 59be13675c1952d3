/** Validation rules shared by the console and the server (the spec's validation rules). */

/** Letters, digits, underscore and hyphen, then @, a domain, and at least one dot-separated suffix. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;
/** 11 digits starting with 1, the second digit 3 to 9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const PASSWORD_MIN_LENGTH = 6;

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value);
}

export function isMobile(value: unknown): boolean {
  return typeof value === 'string' && MOBILE_PATTERN.test(value);
}

export function isPassword(value: unknown): boolean {
  return typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH;
}

export function passwordsMatch(password: string, confirm: string): boolean {
  return password === confirm;
}

/**
 * IP whitelist separated by a vertical bar (data gateway, the spec's validation rules): every part an IPv4 address or
 * CIDR.
 */
export function isIpList(value: string): boolean {
  if (!value.trim()) return true;
  return value.split('|').every((part) => isIpv4(part.trim()));
}

export function isIpv4(value: string): boolean {
  const [addr, mask, ...rest] = value.split('/');
  if (rest.length) return false;
  if (mask !== undefined && !(/^\d{1,2}$/.test(mask) && Number(mask) <= 32)) return false;
  const parts = addr.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

/** A raster tile server's XYZ template (the device map): http(s) and the {z}, {x}, {y} it fills in; {s} optional. */
export function isTileTemplate(url: string): boolean {
  if (!/^https?:\/\/[^\s/]+/i.test(url) || /\s/.test(url)) return false;
  return ['{z}', '{x}', '{y}'].every((p) => url.includes(p));
}
