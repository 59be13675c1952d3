import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifestOf, marketHarness, SYS } from './market-harness';

const INSTALLED = [
  {
    manifest: manifestOf('tessera.diagnostics', { displayName: { en: 'Extension diagnostics' } }),
    baseUrl: '/ext/d/',
    builtin: true,
    enabled: true,
    signer: null,
  },
  {
    manifest: manifestOf('tessera.charts', { contributes: { widgets: [{ type: 'gauge', category: 'chart', optionsVersion: 1 }] } }),
    baseUrl: '/ext/c/',
    builtin: true,
    enabled: false,
    signer: null,
  },
  {
    manifest: manifestOf('acme.weather', {
      displayName: { en: 'Weather', ch: '天气' },
      publisher: 'Acme',
      contributes: {
        views: [{ id: 'v', viewPath: '/pages/acme/weather', menu: { path: '/acme/weather', name: 'acmeWeather', title: { en: 'Weather station' } } }],
      },
      provides: { services: [{ token: 'acme.WeatherService' }] },
    }),
    baseUrl: '/ext/acme.weather/1.0.0/',
    builtin: false,
    enabled: true,
    signer: { key_id: 'abcd', name: 'Acme Corp' },
  },
];
const UPDATE = {
  source_id: 's1',
  source_name: 'Local',
  file: 'f',
  id: 'acme.weather',
  version: '1.2.0',
  displayName: { en: 'Weather' },
  kind: 'visual',
  versions: ['1.2.0', '1.0.0'],
  signed: true,
  trusted: true,
  installed_version: '1.0.0',
  update_available: true,
};

async function open(options: Parameters<typeof marketHarness>[0] = SYS) {
  const h = await marketHarness({
    statuses: [{ id: 'acme.weather', version: '1.0.0', builtin: false, state: 'failed', error: 'TypeError: boom' }],
    ...options,
  });
  h.http.on('/market/installed', INSTALLED);
  h.http.on('/market/catalog', { list: [UPDATE], total: 1, errors: [] });
  h.renderView('installed');
  await screen.findByText('Weather');
  const row = (id: string) => within(document.querySelector(`tr[data-extension="${id}"]`) as HTMLElement);
  return { h, row };
}

describe('installed plugins', () => {
  it('lists every extension with version, publisher, type, state (with the failure reason) and contributions', async () => {
    const { row } = await open();
    expect(row('acme.weather').getByText('Failed')).toBeTruthy();
    expect(row('acme.weather').getByText('TypeError: boom')).toBeTruthy();
    expect(row('acme.weather').getByText('Weather station')).toBeTruthy();
    expect(row('acme.weather').getByText('acme.WeatherService')).toBeTruthy();
    expect(row('acme.weather').getByText('Signed by Acme Corp')).toBeTruthy();
    expect(row('acme.weather').getByText('Acme')).toBeTruthy();
    expect(row('tessera.charts').getByText('Disabled')).toBeTruthy();
    expect(row('tessera.charts').getByText('gauge')).toBeTruthy();
    expect(row('tessera.diagnostics').getByText('Enabled')).toBeTruthy();
    expect(row('tessera.diagnostics').getByText('Built-in')).toBeTruthy();
    // The core set cannot be disabled and built-ins cannot be uninstalled.
    expect(row('tessera.diagnostics').queryByTestId('toggle')).toBeNull();
    expect(row('tessera.charts').queryByTestId('uninstall')).toBeNull();
    expect(row('tessera.charts').getByTestId('toggle').textContent).toBe('Enable');
  });

  it('uninstalls only after confirmation', async () => {
    const { h, row } = await open();
    h.http.on('/extensions/uninstall', []);
    h.notifier.confirmAnswer = false;
    await act(async () => fireEvent.click(row('acme.weather').getByTestId('uninstall')));
    expect(h.notifier.records.at(-1)).toMatchObject({ kind: 'confirm', message: expect.stringContaining('Uninstall Weather?') });
    expect(h.http.callsTo('/extensions/uninstall')).toHaveLength(0);
    h.notifier.confirmAnswer = true;
    await act(async () => fireEvent.click(row('acme.weather').getByTestId('uninstall')));
    await waitFor(() => expect(h.http.lastBody('/extensions/uninstall')).toEqual({ id: 'acme.weather' }));
  });

  it('offers an update in place and enables or disables', async () => {
    const { h, row } = await open();
    h.http.on('/market/install', INSTALLED[2]);
    h.http.on('/extensions/enable', []);
    expect(row('acme.weather').getByText('Update available: 1.2.0')).toBeTruthy();
    await act(async () => fireEvent.click(row('acme.weather').getByTestId('update')));
    await waitFor(() => expect(h.http.lastBody('/market/install')).toEqual({ source_id: 's1', id: 'acme.weather', version: '1.2.0' }));
    await act(async () => fireEvent.click(row('tessera.charts').getByTestId('toggle')));
    await waitFor(() => expect(h.http.lastBody('/extensions/enable')).toEqual({ id: 'tessera.charts', enabled: true }));
  });

  it('shows a tenant the list without any action, and reloads when the server announces a change', async () => {
    const { h, row } = await open({});
    expect(row('acme.weather').queryByTestId('uninstall')).toBeNull();
    expect(row('acme.weather').queryByTestId('update')).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
    const before = h.http.callsTo('/market/installed').length;
    await act(async () => h.realtime.emitTopic('extensions', { revision: 3 }));
    await waitFor(() => expect(h.http.callsTo('/market/installed').length).toBe(before + 1));
  });
});
