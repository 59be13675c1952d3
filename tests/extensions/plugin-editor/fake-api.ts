import { vi } from 'vitest';
import type { PluginRow } from '../../../extensions/plugin-editor/src/api/plugin-api';

/** A fake of the device-model routes: records calls, answers like the server contract in API.md. */
export function fakeApi(overrides: Partial<Record<string, unknown>> = {}) {
  let nextId = 1;
  return {
    create: vi.fn(async (body: any) => ({ code: 200, message: '添加成功', data: { ...body, id: `m${nextId++}` } as PluginRow })),
    update: vi.fn(async (body: any) => ({ code: 200, message: '修改成功', data: body as PluginRow })),
    getKeyPair: vi.fn(async () => ({ temp: 'Temperature' })),
    getValuePair: vi.fn(async () => ({ relay: { '1': 'on' } })),
    ...overrides,
  };
}
