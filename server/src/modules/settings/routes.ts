/**
 * `/settings/*` (SYS_ADMIN): general settings with checked images, notification channels (secrets write-only),
 * system authorization. `/system/logo/index` (system module) stays the public read of the general settings.
 */
import { group, obj, route, str, type JsonSchema, type RouteDef } from '../../http/route';
import type { GeneralUpdate, NotificationUpdate, SettingsService } from './service';

const sys = { auth: 'user' as const, roles: ['SYS_ADMIN' as const] };
// A data URL of a 0.5 MB image is ~700 KB of text; two of them plus the rest.
const IMAGE_TEXT = 720_000;
const bool = (): JsonSchema => ({ type: 'boolean' });
const port = (): JsonSchema => ({ anyOf: [{ type: 'integer', minimum: 1, maximum: 65535 }, { type: 'string', maxLength: 0 }] });

export function settingsRoutes(settings: SettingsService): RouteDef[] {
  return group('settings', [
    route({
      path: '/settings/general/update', ...sys, bodyLimit: 2 * 1024 * 1024,
      summary: 'system_name, theme, and images as data URLs (omitted = unchanged, "" = removed)',
      body: obj({
        system_name: str({ minLength: 1, maxLength: 100 }), theme: { type: 'string', enum: ['blue', 'white'] },
        logo_one: str({ maxLength: IMAGE_TEXT }), home_background: str({ maxLength: IMAGE_TEXT }),
      }, ['system_name', 'theme']),
      handler: (b: GeneralUpdate) => settings.updateGeneral(b),
    }),
    route({ path: '/settings/notification/index', ...sys, readonly: true, summary: 'Email and SMS settings; secrets replaced by *_set flags', handler: () => settings.notification() }),
    route({
      path: '/settings/notification/update', ...sys,
      summary: 'A secret omitted or empty keeps the stored one',
      body: obj({
        email: obj({
          enabled: bool(), host: str({ maxLength: 255 }), port: port(), from_email: str({ maxLength: 254 }), from_name: str({ maxLength: 100 }),
          ssl: bool(), from_password: str({ maxLength: 256 }),
        }, ['enabled']),
        sms: obj({
          enabled: bool(), provider: { type: 'string', enum: ['aliyun'] }, access_key_id: str({ maxLength: 128 }), access_key_secret: str({ maxLength: 256 }),
          endpoint: str({ maxLength: 255 }), sign_name: str({ maxLength: 100 }), template_code: str({ maxLength: 100 }),
        }, ['enabled']),
      }, ['email', 'sms']),
      handler: (b: NotificationUpdate) => settings.updateNotification(b),
    }),
    route({ path: '/settings/authorization/index', ...sys, readonly: true, summary: 'Edition, version, licensee, expiry, device limit', handler: () => settings.authorization() }),
    route({
      path: '/settings/authorization/update', ...sys, body: obj({ license_key: str({ minLength: 1, maxLength: 4096 }) }, ['license_key']),
      handler: (b: { license_key: string }) => settings.updateAuthorization(b.license_key),
    }),
  ]);
}
