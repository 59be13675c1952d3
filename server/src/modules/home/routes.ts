/** Home page routes. */
import { group, id, obj, route, type RouteDef } from '../../http/route';
import type { HomeService } from './service';

export function homeRoutes(home: HomeService): RouteDef[] {
  return group('home', [
    route({ path: '/home/system/time', auth: 'user', readonly: true, summary: '{systime: "YYYY-MM-DD HH:mm:ss", timestamp (ms)}', handler: () => home.time() }),
    route({
      path: '/home/list',
      auth: 'user',
      readonly: true,
      summary: "{cpu_usage, mem_usage (percent), device, msg (counts of the caller's tenant)}",
      handler: (_b, c) => home.totals(c),
    }),
    route({
      path: '/home/chart',
      auth: 'user',
      readonly: true,
      summary: '{cpu: [{sysTime (ms), data}], mem: [...]} sampled every 5 s, 120 kept',
      handler: () => home.chart(),
    }),
    route({ path: '/index/show', auth: 'user', readonly: true, body: obj({ did: id() }, ['did']), handler: (b: { did: string }, c) => home.show(c, b.did) }),
  ]);
}
