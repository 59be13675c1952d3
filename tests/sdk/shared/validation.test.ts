import { describe, expect, it } from 'vitest';
import { isEmail, isIpList, isMobile, isPassword, passwordsMatch } from '../../../sdk/src/shared/validation';

describe('validation rules', () => {
  it('email: letters, digits, underscore, hyphen, @, domain and at least one suffix', () => {
    for (const ok of ['a@b.cn', 'first_last-1@mail.example.com', 'A.B@x.io']) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['a@b', 'a b@c.cn', '@b.cn', 'a@.cn', 'a@b.', 'a+b@c.cn', '']) expect(isEmail(bad), bad).toBe(false);
  });
  it('mobile: 11 digits, starting with 1, second digit 3-9', () => {
    for (const ok of ['13800138000', '19912345678']) expect(isMobile(ok)).toBe(true);
    for (const bad of ['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a']) expect(isMobile(bad), bad).toBe(false);
  });
  it('password: at least 6 characters; two new passwords must match', () => {
    expect(isPassword('12345')).toBe(false);
    expect(isPassword('123456')).toBe(true);
    expect(passwordsMatch('abcdef', 'abcdef')).toBe(true);
    expect(passwordsMatch('abcdef', 'abcdeg')).toBe(false);
  });
  it('IP whitelist separated by a vertical bar', () => {
    expect(isIpList('10.0.0.1|192.168.1.0/24')).toBe(true);
    expect(isIpList('')).toBe(true);
    expect(isIpList('10.0.0.256')).toBe(false);
    expect(isIpList('10.0.0.1,10.0.0.2')).toBe(false);
    expect(isIpList('1.2.3.4/33')).toBe(false);
  });
});
