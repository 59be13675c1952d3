/** Firmware and upgrade-task routes of the contract (`/tp_ota/*`, `/tp_ota_task/*`, `/tp_ota_device/*`). */
import { group, id, int, obj, paged, route, str, type RouteDef } from '../../http/route';
import { EDITORS, OPERATORS, scopeOf } from '../devices/scope';
import type { PackageService } from './package-service';
import type { TaskService } from './task-service';

const closed = (properties: Record<string, unknown>, required: string[] = []) => ({ ...obj(properties as never, required), additionalProperties: false });
const closedPage = (properties: Record<string, unknown> = {}, required: string[] = []) => ({
  ...paged(properties as never),
  required,
  additionalProperties: false,
});
const text = (max = 255, min = 0) => str({ minLength: min, maxLength: max });

export function otaRoutes(packages: PackageService, tasks: TaskService): RouteDef[] {
  return group('ota', [
    route({
      path: '/tp_ota/list',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: closedPage({ package_name: text(), id: text(64), product_id: text(64) }),
      handler: (b, c) => packages.list(scopeOf(c), b),
    }),
    route({
      path: '/tp_ota/add',
      auth: 'user',
      roles: EDITORS,
      body: closed(
        {
          package_name: text(255, 1),
          package_version: text(64, 1),
          package_module: text(64),
          product_id: id(),
          signature_algorithm: str({ enum: ['MD5', 'SHA256'] }),
          package_url: id(),
          file_name: text(255),
          description: text(1024),
          additional_info: { type: 'object', maxProperties: 64, additionalProperties: text(1024), propertyNames: { maxLength: 64 } },
        },
        ['package_name', 'package_version', 'product_id', 'signature_algorithm', 'package_url'],
      ),
      handler: (b, c) => packages.add(scopeOf(c), b),
    }),
    route({ path: '/tp_ota/delete', auth: 'user', roles: EDITORS, body: closed({ id: id() }, ['id']), handler: (b, c) => packages.remove(scopeOf(c), b.id) }),
    route({
      path: '/tp_ota_task/list',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: closedPage({ ota_id: id(), id: text(64), task_name: text() }, ['ota_id']),
      handler: (b, c) => tasks.list(scopeOf(c), b),
    }),
    route({
      path: '/tp_ota_task/add',
      auth: 'user',
      roles: EDITORS,
      body: closed(
        {
          task_name: text(255, 1),
          upgrade_time_type: str({ enum: ['0', '1'] }),
          start_time: text(40),
          end_time: text(40),
          description: text(1024),
          ota_id: id(),
          product_id: text(64),
          select_device_flag: str({ enum: ['0', '1'] }),
          device_id_list: { type: 'array', items: id(), maxItems: 100_000 },
          retry_count: int({ minimum: 0, maximum: 10 }),
          timeout_seconds: int({ minimum: 1, maximum: 86_400 }),
        },
        ['task_name', 'upgrade_time_type', 'ota_id', 'select_device_flag'],
      ),
      bodyLimit: 8 * 1024 * 1024,
      handler: (b, c) => tasks.add(scopeOf(c), b),
    }),
    route({ path: '/tp_ota_task/delete', auth: 'user', roles: EDITORS, body: closed({ id: id() }, ['id']), handler: (b, c) => tasks.remove(scopeOf(c), b.id) }),
    route({
      path: '/tp_ota_device/list',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: closedPage({ ota_task_id: id(), device_id: text(64), name: text(), upgrade_status: str({ enum: ['', '-1', '0', '1', '2', '3', '4', '5'] }) }, [
        'ota_task_id',
      ]),
      handler: (b, c) => tasks.devices(scopeOf(c), b, c.lang === 'ch' ? 'ch' : 'en'),
    }),
    route({
      path: '/tp_ota_device/modfiyupdate',
      auth: 'user',
      roles: EDITORS,
      body: closed({ id: text(64), ota_task_id: id(), upgrade_status: str({ enum: ['0', '5'] }) }, ['ota_task_id', 'upgrade_status']),
      handler: (b, c) => tasks.modify(scopeOf(c), b),
    }),
  ]);
}
