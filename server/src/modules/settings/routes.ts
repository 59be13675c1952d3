/**
 * `/settings/*` (SYS_ADMIN): general settings with checked images and the system authorization. The notification
 * channels are configured in the notification service (`/notification/config/*`). `/system/logo/index` (system module) stays the public read of the general settings.
 */
import { group, obj, route, str, type RouteDef } from '../../http/route';
import type { GeneralUpdate, SettingsService } from './service';

const sys = { auth: 'user' as const, roles: ['SYS_ADMIN' as const] };
// A data URL of a 0.5 MB image is ~700 KB of text; two of them plus the rest.
const IMAGE_TEXT = 720_000;

export function settingsRoutes(settings: SettingsService): RouteDef[] {
  return group('settings', [
    route({
      path: '/settings/general/update',
      ...sys,
      bodyLimit: 2 * 1024 * 1024,
      summary: 'system_name, theme, and images as data URLs (omitted = unchanged, "" = removed)',
      body: obj(
        {
          system_name: str({ minLength: 1, maxLength: 100 }),
          theme: { type: 'string', enum: ['blue', 'white'] },
          logo_one: str({ maxLength: IMAGE_TEXT }),
          home_background: str({ maxLength: IMAGE_TEXT }),
        },
        ['system_name', 'theme'],
      ),
      handler: (b: GeneralUpdate) => settings.updateGeneral(b),
    }),
    route({
      path: '/settings/authorization/index',
      ...sys,
      readonly: true,
      summary: 'Edition, version, licensee, expiry, device limit',
      handler: () => settings.authorization(),
    }),
    route({
      path: '/settings/authorization/update',
      ...sys,
      body: obj({ license_key: str({ minLength: 1, maxLength: 4096 }) }, ['license_key']),
      handler: (b: { license_key: string }) => settings.updateAuthorization(b.license_key),
    }),
  ]);
}
