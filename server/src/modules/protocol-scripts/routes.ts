/** Protocol script routes of the contract (`/tp_script/*`). */
import { group, id, obj, paged, route, str, type RouteDef } from '../../http/route';
import { EDITORS, OPERATORS, scopeOf } from '../devices/scope';
import type { ProtocolScriptService } from './service';

const closed = (properties: Record<string, unknown>, required: string[] = []) => ({ ...obj(properties as never, required), additionalProperties: false });
const text = (max = 255, min = 0) => str({ minLength: min, maxLength: max });
/** Scripts are small programs; 256 KB is far above any real parser. */
const SCRIPT_MAX = 256 * 1024;

const scriptFields = {
  protocol_type: text(32),
  script_name: text(255, 1),
  company: text(255),
  product_name: text(255),
  script_content_a: text(SCRIPT_MAX),
  script_content_b: text(SCRIPT_MAX),
  script_type: text(32),
  remark: text(1024),
  device_type: id(),
};

export function protocolScriptRoutes(scripts: ProtocolScriptService): RouteDef[] {
  return group('protocol-scripts', [
    route({
      path: '/tp_script/list',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: { ...paged({ protocol_type: text(32), device_type: text(64), id: text(64) }), additionalProperties: false },
      handler: (b, c) => scripts.list(scopeOf(c), b),
    }),
    route({
      path: '/tp_script/add',
      auth: 'user',
      roles: EDITORS,
      body: closed(scriptFields, ['script_name', 'device_type']),
      handler: (b, c) => scripts.add(scopeOf(c), b),
    }),
    route({
      path: '/tp_script/edit',
      auth: 'user',
      roles: EDITORS,
      body: closed({ id: id(), ...scriptFields }, ['id', 'script_name']),
      handler: (b, c) => scripts.edit(scopeOf(c), b),
    }),
    route({ path: '/tp_script/delete', auth: 'user', roles: EDITORS, body: closed({ id: id() }, ['id']), handler: (b, c) => scripts.remove(scopeOf(c), b.id) }),
    route({
      path: '/tp_script/quiz',
      auth: 'user',
      roles: EDITORS,
      readonly: true,
      body: closed({ script_content: text(SCRIPT_MAX, 1), msg_content: text(64 * 1024), topic_content: text(255) }, ['script_content', 'msg_content']),
      handler: (b, c) => scripts.quiz(scopeOf(c), b),
    }),
  ]);
}
