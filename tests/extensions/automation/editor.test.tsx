/**
 * The automation editor as a user meets it: project → group → device → property pickers fed by the plugin, a value
 * checked against the property's type, the preview in words, and the body Save & enable sends; the model's and/or
 * grouping; the notice-group picker when the notifications area answers nothing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import { createExtensionHarness, envelope } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import automation from '../../../extensions/automation/src/index';
import { fromWire, newCondition, toWire, emptyAutomation, type WireAutomation } from '../../../extensions/automation/src/editor/model';
import manifest from '../../../extensions/automation/extension.json';
import ch from '../../../extensions/automation/locales/ch.json';
import en from '../../../extensions/automation/locales/en.json';

const page = <T,>(rows: T[]): Page<T> => ({ current_page: 1, per_page: 100, total: rows.length, data: rows });
const TSL = {
  properties: [
    { name: 'temperature', title: 'Temperature', dataType: 'float', unit: '℃', readWrite: 'r' },
    { name: 'fan', title: 'Fan', dataType: 'bool', unit: '', readWrite: 'rw' },
  ],
  services: [],
  events: [],
};

async function setup() {
  const h = await createExtensionHarness(automation, {
    manifest: manifest as ExtensionManifest,
    locales: { ch, en },
    language: 'en',
    permissions: ['automation:linkage:add', 'automation:linkage:edit', 'automation:linkage:del'],
  });
  h.http.on('/v1/automation/list', page([]));
  h.http.on('/business/tree', [{ id: 'p1', name: 'Plant', children: [{ id: 'g1', name: 'Hall', children: [] }] }]);
  h.http.on(
    '/device/list/tree',
    page([
      { device: 'd1', device_name: 'Cabinet 3' },
      { device: 'd2', device_name: 'Fan 1' },
    ]),
  );
  h.http.on('/device/model/item', { tsl: TSL });
  h.http.on('/scenario/strategy/list', page([]));
  h.http.on('/v1/warning/strategy/list', page([]));
  h.http.on('/v1/control/strategy/list', page([]));
  h.http.on('/notification/list', envelope(400, 'no such route'));
  h.http.on('/v1/automation/add', { id: 'a1' });
  return h;
}

const pick = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('automation editor', () => {
  it('builds "Temperature of Cabinet 3 > 45 ℃ → set Fan = true, raise alarm" and sends it typed', async () => {
    const h = await setup();
    h.renderView('linkage');
    fireEvent.click(await screen.findByTestId('automation-add'));
    fireEvent.change(screen.getByTestId('automation-name'), { target: { value: 'Hot' } });
    await waitFor(() => expect(within(screen.getByTestId('condition-0-project')).getByText('Plant')).toBeTruthy());
    pick('condition-0-project', 'p1');
    pick('condition-0-group', 'g1');
    await waitFor(() => expect(within(screen.getByTestId('condition-0-device')).getByText('Cabinet 3')).toBeTruthy());
    pick('condition-0-device', 'd1');
    await waitFor(() => expect(within(screen.getByTestId('condition-0-property')).getByText('Temperature (℃)')).toBeTruthy());
    pick('condition-0-property', 'temperature');
    pick('condition-0-value', 'hot');
    expect(screen.getByTestId('condition-0-value').closest('.bp6-input-group, .bp5-input-group')?.className ?? '').toMatch(/danger/);
    pick('condition-0-value', '45');
    pick('action-0-project', 'p1');
    pick('action-0-group', 'g1');
    await waitFor(() => expect(within(screen.getByTestId('action-0-device')).getByText('Fan 1')).toBeTruthy());
    pick('action-0-device', 'd2');
    // Only writable properties are offered; a boolean takes its value from a select.
    await waitFor(() => expect(within(screen.getByTestId('action-0-key')).queryByText('Temperature (℃)')).toBeNull());
    pick('action-0-key', 'fan');
    pick('action-0-value', 'true');
    fireEvent.click(screen.getByTestId('add-action'));
    pick('action-1-type', '2');
    await waitFor(() => expect(screen.getByTestId('action-1-alarm-notice')).toHaveProperty('disabled', true));
    expect(screen.getByTestId('action-1-alarm-notice').textContent).toContain('Notice groups are not available');
    expect(screen.getByTestId('automation-preview').textContent).toContain("When Temperature of Cabinet 3 > 45 ℃ → set Fan of Fan 1 = true, raise alarm 'Hot'");
    fireEvent.click(screen.getByTestId('automation-save-enable'));
    await waitFor(() => expect(h.http.callsTo('/v1/automation/add')).toHaveLength(1));
    expect(h.http.lastBody('/v1/automation/add')).toEqual({
      automation_name: 'Hot',
      automation_described: '',
      priority: 50,
      enabled: '1',
      automation_conditions: [
        { group_number: 1, condition_type: '1', device_id: 'd1', device_condition_type: '1', v1: 'temperature', v2: '>', v3: '45', v4: '' },
      ],
      automation_actions: [
        { action_type: '1', device_id: 'd2', additional_info: JSON.stringify({ device_model: '1', instruct: { fan: true } }) },
        {
          action_type: '2',
          warning_strategy: {
            warning_strategy_name: 'Hot',
            warning_level: '3',
            repeat_count: 1,
            trigger_count: 1,
            inform_way: '',
            warning_description: '',
            auto_clear: '1',
          },
        },
      ],
    });
  });

  it('numbers groups from the and/or relations and reads them back', () => {
    const d = {
      ...emptyAutomation(),
      automation_name: 'x',
      conditions: [newCondition(), newCondition('and'), newCondition('or'), newCondition('and'), newCondition('or')],
    };
    const wire = toWire(d);
    expect(wire.automation_conditions.map((c) => c.group_number)).toEqual([1, 1, 2, 2, 3]);
    const back = fromWire({ ...(wire as unknown as WireAutomation), id: 'a1' });
    expect(back.conditions.map((c) => c.relation)).toEqual(['and', 'and', 'or', 'and', 'or']);
  });
});
