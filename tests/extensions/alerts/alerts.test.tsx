/**
 * Alert message: the badge follows the `alerts` topic; the list handles the selected alerts in one call with the
 * note and reloads; a user without the handle permission gets no buttons.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import { createExtensionHarness, FakeRealtime } from '@tessera/sdk/harness';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import alerts from '../../../extensions/alerts/src/index';
import manifest from '../../../extensions/alerts/extension.json';
import ch from '../../../extensions/alerts/locales/ch.json';
import en from '../../../extensions/alerts/locales/en.json';

const row = (id: string, result = '0') => ({
  id,
  warning_name: `Hot ${id}`,
  warning_level: '4',
  warning_description: 'too hot',
  warning_content: 'temperature:31 > 30',
  processing_result: result,
  processing_instructions: result === '0' ? '' : 'fan checked',
  processing_time: result === '0' ? '' : '2030-01-01 08:00:00',
  processing_people_name: result === '0' ? '' : 'Ada',
  created_at: 1_900_000_000,
  device_id: 'd1',
  device_name: 'Cabinet 3',
  asset_name: 'Hall',
  business_name: 'Plant',
  strategy_name: 'Hot',
  automation_name: 'rule',
  trigger_value: '31',
  trigger_count: 2,
  last_time: 1_900_000_060,
  alarm_status: '1',
});
const page = <T,>(rows: T[]): Page<T> => ({ current_page: 1, per_page: 20, total: rows.length, data: rows });

const setup = (permissions = ['alert:handle', 'alert:ignore']) =>
  createExtensionHarness(alerts, { manifest: manifest as ExtensionManifest, locales: { ch, en }, language: 'en', permissions });

describe('alerts extension', () => {
  it('the header badge shows the live unprocessed count', async () => {
    const h = await setup();
    h.renderView('badge');
    expect(screen.queryByTestId('alert-badge-count')).toBeNull();
    act(() => (h.realtime as FakeRealtime).emitTopic('alerts', { unprocessed: 3, processed: 1 }));
    expect(screen.getByTestId('alert-badge-count').textContent).toBe('3');
    act(() => (h.realtime as FakeRealtime).emitTopic('alerts', { unprocessed: 0, processed: 4 }));
    expect(screen.queryByTestId('alert-badge-count')).toBeNull();
  });

  it('handles the selected alerts in one call with the note, then reloads', async () => {
    const h = await setup();
    h.http.on('/device/list/tree', page([{ device: 'd1', device_name: 'Cabinet 3' }]));
    h.http.on('/v1/warning/information/list', page([row('a1'), row('a2')]));
    h.http.on('/v1/warning/information/batch/processing', []);
    h.renderView('list');
    await screen.findByText('Hot a1');
    expect(screen.getAllByText('Urgent').filter((e) => e.tagName !== 'OPTION')).toHaveLength(2);
    expect(screen.getAllByText('31 ×2')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('alert-select-a1'));
    fireEvent.click(screen.getByTestId('alert-select-a2'));
    fireEvent.click(screen.getByTestId('alert-process-selected'));
    fireEvent.change(await screen.findByTestId('alert-handle-note'), { target: { value: 'fan checked' } });
    fireEvent.click(screen.getByTestId('alert-handle-submit'));
    await waitFor(() => expect(h.http.callsTo('/v1/warning/information/batch/processing')).toHaveLength(1));
    expect(h.http.lastBody('/v1/warning/information/batch/processing')).toEqual({
      id: ['a1', 'a2'],
      processing_result: '1',
      processing_instructions: 'fan checked',
    });
    await waitFor(() => expect(h.http.callsTo('/v1/warning/information/list')).toHaveLength(2));
    expect(h.http.lastBody('/v1/warning/information/list')).toMatchObject({ processing_result: '0' });
  });

  it('offers no handling without the permission and shows who handled a processed alert', async () => {
    const h = await setup([]);
    h.http.on('/device/list/tree', page([]));
    h.http.on('/v1/warning/information/list', page([row('a3', '1')]));
    h.renderView('list', { query: { processing_result: '1' } });
    await screen.findByText('Hot a3');
    expect(screen.getByText('fan checked')).toBeTruthy();
    expect(screen.queryByTestId('alert-process-selected')).toBeNull();
    expect(screen.queryByTestId('alert-process-a3')).toBeNull();
  });
});
