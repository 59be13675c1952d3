/** `/system/logo/index` (public) and `/system/logo/update` (SYS_ADMIN). */
import { group, obj, route, str, type RouteDef } from '../../http/route';
import type { SystemService } from './service';

// Logos are URLs or data URLs; allow a few hundred KiB of text.
const image = () => str({ maxLength: 700_000 });

export function systemRoutes(system: SystemService): RouteDef[] {
  return group('system', [
    route({
      path: '/system/logo/index',
      auth: 'public',
      readonly: true,
      summary: '{system_name, theme, logo_one, home_background, ...}',
      handler: () => system.logo(),
    }),
    route({
      path: '/system/logo/update',
      auth: 'user',
      roles: ['SYS_ADMIN'],
      body: obj({
        id: str({ maxLength: 64 }),
        system_name: str({ maxLength: 100 }),
        theme: str({ maxLength: 50 }),
        logo_one: image(),
        logo_two: image(),
        logo_three: image(),
        home_background: image(),
        remark: str({ maxLength: 500 }),
      }),
      handler: (b: any) => system.update(b),
    }),
  ]);
}
