/** Session routes. */
import { PASSWORD_MIN_LENGTH } from '@tessera/sdk/shared';
import { callerOf, group, obj, route, str, type RouteDef } from '../../http/route';
import { CODE_PURPOSES, type CodePurpose } from './captcha-store';
import type { AuthService } from './service';

const loginBody = obj({
  email: str({ maxLength: 254 }),
  phone_number: str({ maxLength: 32 }),
  password: str({ maxLength: 256 }),
  verification_code: str({ maxLength: 16 }),
  username: str({ maxLength: 254 }),
  remember: { type: 'boolean' },
});

export function authRoutes(auth: AuthService): RouteDef[] {
  return group('auth', [
    route({
      path: '/auth/login',
      auth: 'public',
      body: loginBody,
      summary: 'Log in with e-mail/phone and password, or phone and SMS code',
      handler: (b, ctx) => auth.login(b, ctx),
    }),
    route({
      path: '/base/user_login',
      auth: 'public',
      body: loginBody,
      summary: 'Store login flow: code 0, {token, expiresAt, user}',
      handler: (b, ctx) => auth.storeLogin(b, ctx),
    }),
    route({
      path: '/auth/refresh',
      auth: 'user',
      beforePasswordChange: true,
      summary: 'A new token for the current session',
      handler: (_b, ctx) => auth.refresh(callerOf(ctx)),
    }),
    route({
      path: '/auth/me',
      auth: 'user',
      beforePasswordChange: true,
      readonly: true,
      summary: 'The signed-in user',
      handler: (_b, ctx) => auth.me(callerOf(ctx)),
    }),
    route({
      path: '/auth/logout',
      auth: 'user',
      beforePasswordChange: true,
      summary: 'Revoke the current token',
      handler: (_b, ctx) => auth.logout(callerOf(ctx)),
    }),
    route({
      path: '/auth/captcha',
      auth: 'public',
      summary: 'Send a 4-digit SMS code valid 5 minutes, for one purpose (default login)',
      body: obj({ phone_number: str({ minLength: 1, maxLength: 32 }), purpose: { type: 'string', enum: [...CODE_PURPOSES] } }, ['phone_number']),
      handler: (b: { phone_number: string; purpose?: CodePurpose }) => auth.captcha(b.phone_number, b.purpose ?? 'login'),
    }),
    route({
      path: '/auth/tenant/register',
      auth: 'public',
      summary: 'Self-service sign-up: a new tenant and its TENANT_ADMIN',
      body: obj(
        {
          email: str({ minLength: 1, maxLength: 254 }),
          password: str({ minLength: PASSWORD_MIN_LENGTH, maxLength: 256 }),
          phone_number: str({ minLength: 1, maxLength: 11 }),
          verification_code: str({ minLength: 1, maxLength: 16 }),
          name: str({ maxLength: 100 }),
          confirm_password: str({ maxLength: 256 }),
        },
        ['email', 'password', 'phone_number', 'verification_code'],
      ),
      handler: (b: any, ctx) => auth.registerTenant(b, ctx),
    }),
    route({
      path: '/auth/change_password',
      auth: 'public',
      summary: 'Reset a password with an SMS code',
      body: obj(
        {
          phone_number: str({ minLength: 1, maxLength: 32 }),
          password: str({ minLength: PASSWORD_MIN_LENGTH, maxLength: 256 }),
          verification_code: str({ minLength: 1, maxLength: 16 }),
        },
        ['phone_number', 'password', 'verification_code'],
      ),
      handler: (b: any, ctx) => auth.changePassword(b, ctx),
    }),
  ]);
}
