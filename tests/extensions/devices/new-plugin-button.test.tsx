import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createExtensionHarness } from '@tessera/sdk/harness';
import type { ExtensionManifest } from '@tessera/sdk';
import devices from '../../../extensions/devices/src/index';
import manifest from '../../../extensions/devices/extension.json';
import { ALL, ch } from './setup';

// The plugin editor's wizard service (extensions/plugin-editor/API.md), resolved by its Symbol.for key.
const PluginWizard = Symbol.for('tessera.plugin-editor.PluginWizard');

async function openForm(opts: { wizard?: { open: ReturnType<typeof vi.fn> }; permissions?: string[] } = {}) {
  const h = await createExtensionHarness(devices, {
    manifest: manifest as ExtensionManifest,
    locales: { ch },
    permissions: opts.permissions ?? [...ALL, 'plugin:add'],
    services: opts.wizard ? { [PluginWizard]: opts.wizard } : {},
  });
  let plugins = [{ id: 'm1', model_name: '环境传感器' }];
  h.http.on('/business/index', { current_page: 1, per_page: 1000, total: 1, data: [{ id: 'p1', name: '一号园区', created_at: 1_700_000_000 }] });
  h.http.on('/device/model/list', () => ({ current_page: 1, per_page: 1000, total: plugins.length, data: plugins }));
  h.http.on('/device/list/tree', { current_page: 1, per_page: 10, total: 0, data: [] });
  h.http.on('/asset/list/c', { total: 1, data: [{ id: 'g1', name: '一号楼', parent_id: '0' }] });
  h.renderView('list', { query: { business_id: 'p1' } });
  fireEvent.click(await screen.findByTestId('devices-add'));
  await screen.findByTestId('device-form');
  return { h, addPlugin: (p: { id: string; model_name: string }) => (plugins = [...plugins, p]) };
}

describe("device form: new plugin (the plugin editor's wizard)", () => {
  it('is hidden when no extension provides the wizard', async () => {
    await openForm();
    expect(screen.getByTestId('device-form-type')).toBeTruthy();
    expect(screen.queryByTestId('device-form-new-plugin')).toBeNull();
  });

  it('is hidden without the plugin:add permission', async () => {
    await openForm({ wizard: { open: vi.fn() }, permissions: ALL });
    expect(screen.queryByTestId('device-form-new-plugin')).toBeNull();
  });

  it('opens the wizard; the plugin saved there is listed and selected', async () => {
    const wizard = { open: vi.fn() };
    const { h, addPlugin } = await openForm({ wizard });
    wizard.open.mockImplementation(async () => {
      addPlugin({ id: 'm9', model_name: '温控插件' });
      return { id: 'm9', model_name: '温控插件' };
    });
    fireEvent.click(screen.getByTestId('device-form-new-plugin'));
    expect(wizard.open).toHaveBeenCalledWith();
    await waitFor(() => expect((screen.getByTestId('device-form-type') as HTMLSelectElement).value).toBe('m9'));
    expect((screen.getByTestId('device-form-type') as HTMLSelectElement).selectedOptions[0].textContent).toBe('温控插件');
    expect(h.http.callsTo('/device/model/list').length).toBeGreaterThan(1);
  });

  it('closing the wizard without saving leaves the choice as it was', async () => {
    const wizard = { open: vi.fn(async () => null) };
    await openForm({ wizard });
    fireEvent.change(screen.getByTestId('device-form-type'), { target: { value: 'm1' } });
    fireEvent.click(screen.getByTestId('device-form-new-plugin'));
    await waitFor(() => expect(screen.getByTestId('device-form-new-plugin').hasAttribute('disabled')).toBe(false));
    expect((screen.getByTestId('device-form-type') as HTMLSelectElement).value).toBe('m1');
  });
});
