/** Access engine routes: its state (starting it for a tenant admin) and the flow-editor token of the console. */
import { group, obj, route, type RouteDef } from '../../http/route';
import { EDITORS, OPERATORS, scopeOf } from '../devices/scope';
import type { AccessEngine } from './access-engine';

export function accessEngineRoutes(engine: AccessEngine): RouteDef[] {
  return group('access-engine', [
    route({
      path: '/access_engine/status',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: obj({ start: { type: 'boolean' } }),
      handler: (b, c) => engine.status(scopeOf(c), b),
    }),
    // Issuing an editor session changes no data (like a token refresh), so it is not an operation-log entry.
    route({ path: '/access_engine/token', auth: 'user', roles: EDITORS, readonly: true, body: obj({}), handler: (_b, c) => engine.issueToken(scopeOf(c)) }),
  ]);
}
