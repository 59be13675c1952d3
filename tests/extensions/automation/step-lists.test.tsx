/**
 * Scenes and control strategies share one name/description/device-steps dialog: each sends its own route and field
 * names, a new list and an edited one alike.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import { createExtensionHarness } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import automation from '../../../extensions/automation/src/index';
import manifest from '../../../extensions/automation/extension.json';
import ch from '../../../extensions/automation/locales/ch.json';
import en from '../../../extensions/automation/locales/en.json';

const page = <T,>(rows: T[]): Page<T> => ({ current_page: 1, per_page: 100, total: rows.length, data: rows });
const TSL = { properties: [{ name: 'fan', title: 'Fan', dataType: 'bool', unit: '', readWrite: 'rw' }], services: [], events: [] };

async function setup(rows: { scenes?: unknown[]; controls?: unknown[] } = {}) {
  const h = await createExtensionHarness(automation, {
    manifest: manifest as ExtensionManifest,
    locales: { ch, en },
    language: 'en',
    permissions: ['automation:scene:add', 'automation:scene:edit', 'automation:control:add', 'automation:control:edit'],
  });
  h.http.on('/business/tree', [{ id: 'p1', name: 'Plant', children: [{ id: 'g1', name: 'Hall', children: [] }] }]);
  h.http.on('/device/list/tree', page([{ device: 'd2', device_name: 'Fan 1' }]));
  h.http.on('/device/model/item', { tsl: TSL });
  h.http.on('/scenario/strategy/list', page(rows.scenes ?? []));
  h.http.on('/v1/control/strategy/list', page(rows.controls ?? []));
  h.http.on('/scenario/strategy/add', { id: 's1' });
  h.http.on('/v1/control/strategy/edit', { id: 'c1' });
  return h;
}

const pick = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function fanOn(prefix: string) {
  await waitFor(() => expect(within(screen.getByTestId(`${prefix}-0-project`)).getByText('Plant')).toBeTruthy());
  pick(`${prefix}-0-project`, 'p1');
  pick(`${prefix}-0-group`, 'g1');
  await waitFor(() => expect(within(screen.getByTestId(`${prefix}-0-device`)).getByText('Fan 1')).toBeTruthy());
  pick(`${prefix}-0-device`, 'd2');
  await waitFor(() => expect(within(screen.getByTestId(`${prefix}-0-key`)).getByText(/Fan/)).toBeTruthy());
  pick(`${prefix}-0-key`, 'fan');
  pick(`${prefix}-0-value`, 'true');
}

describe('scenes and control strategies', () => {
  it('adds a scene with its name, description and typed device step', async () => {
    const h = await setup();
    h.renderView('scenes');
    fireEvent.click(await screen.findByTestId('scene-add'));
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Night' } });
    await fanOn('scene-step');
    fireEvent.click(screen.getByTestId('scene-editor-submit'));
    await waitFor(() => expect(h.http.callsTo('/scenario/strategy/add')).toHaveLength(1));
    expect(h.http.lastBody('/scenario/strategy/add')).toEqual({
      scenario_name: 'Night',
      scenario_description: '',
      scenario_actions: [{ action_type: '1', device_id: 'd2', device_model: '1', instruct: { fan: true } }],
    });
  });

  it('edits a control strategy in place: its id and the renamed fields go back', async () => {
    const h = await setup({ controls: [{ id: 'c1', strategy_name: 'Cool', strategy_description: 'd', actions: [] }] });
    h.renderView('control');
    fireEvent.click(await screen.findByLabelText('Edit', { exact: false }));
    const name = screen.getByDisplayValue('Cool');
    fireEvent.change(name, { target: { value: 'Cool down' } });
    fireEvent.click(screen.getByTestId('control-editor-submit'));
    await waitFor(() => expect(h.http.callsTo('/v1/control/strategy/edit')).toHaveLength(1));
    expect(h.http.lastBody('/v1/control/strategy/edit')).toEqual({ id: 'c1', strategy_name: 'Cool down', strategy_description: 'd', actions: [] });
  });
});
