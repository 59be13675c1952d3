import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@tessera/sdk';
import { marketHarness, SYS } from './market-harness';

const pkg = (id: string, extra: Record<string, unknown> = {}) => ({
  source_id: 's1',
  source_name: 'Local',
  file: `${id}.tessera.json`,
  id,
  version: '1.0.0',
  displayName: { en: id },
  kind: 'visual',
  versions: ['1.0.0'],
  signed: true,
  trusted: true,
  installed_version: null,
  update_available: false,
  ...extra,
});
const CATALOG = {
  list: [pkg('acme.weather', { description: { en: 'Forecasts' } }), pkg('acme.meter', { kind: 'device', devicePlugin: true, signed: false, trusted: false })],
  total: 2,
  errors: [],
};

async function open(options: Parameters<typeof marketHarness>[0] = SYS) {
  const h = await marketHarness(options);
  h.http.on('/market/catalog', CATALOG);
  h.http.on('/market/sources/list', [{ id: 's1', name: 'Local', kind: 'directory', location: '/srv/market', created_at: 1 }]);
  h.http.on('/market/keys/list', []);
  h.http.on('/market/settings/get', { allow_unsigned: false });
  h.renderView('store');
  await screen.findByText('Forecasts');
  const card = (id: string) => within(document.querySelector(`[data-package="${id}"]`) as HTMLElement);
  return { h, card };
}

describe('plugin market', () => {
  it('lists packages with their type and trust, and filters by keyword and category', async () => {
    const { h, card } = await open();
    expect(card('acme.weather').getByTestId('trust').textContent).toBe('Trusted publisher');
    expect(card('acme.meter').getByTestId('trust').textContent).toBe('Unsigned');
    expect(card('acme.meter').getByText('Device')).toBeTruthy();
    fireEvent.change(screen.getByTestId('search'), { target: { value: 'fore' } });
    await waitFor(() => expect(h.http.lastBody('/market/catalog')).toEqual({ keyword: 'fore' }));
    fireEvent.change(screen.getByTestId('category'), { target: { value: 'device' } });
    await waitFor(() => expect(h.http.lastBody('/market/catalog')).toEqual({ keyword: 'fore', category: 'device' }));
  });

  it('installs with progress, and says why the server refused a package', async () => {
    const { h, card } = await open();
    let release!: () => void;
    h.http.on('/market/install', () => new Promise((r) => (release = () => r({}))));
    fireEvent.click(card('acme.weather').getByTestId('install'));
    expect((await screen.findByTestId('install-progress')).textContent).toContain('Verifying and installing acme.weather@1.0.0');
    await act(async () => release());
    expect((await screen.findByTestId('install-result')).textContent).toContain('acme.weather 1.0.0 installed');
    h.http.on('/market/install', () => {
      throw new ApiError('The package is signed with the key 0123456789abcdef (acme), which is not a trusted publisher key', 400);
    });
    fireEvent.click(card('acme.weather').getByTestId('install'));
    await waitFor(() => expect(screen.getByTestId('install-result').textContent).toContain('which is not a trusted publisher key'));
    expect(screen.getByTestId('install-result').textContent).toContain('acme.weather@1.0.0 was refused');
  });

  it('uploads a .tessera.json package by hand; a file that is not one is refused before any call', async () => {
    const { h } = await open();
    h.http.on('/extensions/install', {});
    const input = document.getElementById('market-upload') as HTMLInputElement;
    const pack = { format: 'tessera-extension-pack@1', manifest: { id: 'acme.up', version: '2.0.0' }, files: {}, integrity: {} };
    await act(async () => fireEvent.change(input, { target: { files: [new File([JSON.stringify(pack)], 'acme.up-2.0.0.tessera.json')] } }));
    await waitFor(() => expect(h.http.lastBody('/extensions/install')).toEqual(pack));
    await act(async () => fireEvent.change(input, { target: { files: [new File(['nope'], 'notes.txt')] } }));
    await waitFor(() => expect(screen.getByTestId('install-result').textContent).toContain('This file is not a .tessera.json package.'));
    expect(h.http.callsTo('/extensions/install')).toHaveLength(1);
  });

  it("shows a package's readme, screenshots and version history", async () => {
    const { h, card } = await open();
    h.http.on('/market/detail', {
      ...pkg('acme.weather'),
      readme: '# Weather\nForecasts.',
      screenshots: ['data:image/png;base64,AAAA'],
      versions: [
        { version: '1.1.0', file: 'b' },
        { version: '1.0.0', file: 'a' },
      ],
    });
    fireEvent.click(card('acme.weather').getByTestId('detail'));
    expect((await screen.findByTestId('readme')).textContent).toBe('# Weather\nForecasts.');
    expect(screen.getByAltText('Screenshot 1').getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(
      within(screen.getByTestId('versions'))
        .getAllByRole('row')
        .map((r) => r.textContent?.slice(0, 5)),
    ).toEqual(['1.1.0', '1.0.0']);
  });

  it('lets a tenant add device plugins only, without the admin sections', async () => {
    const { h, card } = await open({});
    h.http.on('/market/device-plugin/install', { id: 'p1' });
    expect(card('acme.weather').queryByTestId('install')).toBeNull();
    expect(screen.queryByTestId('market-sources')).toBeNull();
    expect(screen.queryByTestId('market-keys')).toBeNull();
    expect(document.getElementById('market-upload')).toBeNull();
    fireEvent.click(card('acme.meter').getByTestId('install'));
    await waitFor(() => expect(h.http.lastBody('/market/device-plugin/install')).toEqual({ source_id: 's1', id: 'acme.meter', version: '1.0.0' }));
  });

  it('lets the SYS_ADMIN trust a publisher key, add a source and allow unsigned packages', async () => {
    const { h } = await open();
    h.http.on('/market/keys/add', {});
    h.http.on('/market/sources/add', {});
    h.http.on('/market/settings/save', { allow_unsigned: true });
    fireEvent.change(screen.getByTestId('key-name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByTestId('key-value'), { target: { value: ' yeq4gXU+6xPX89bSjOYaRaquCyM/VJ8H7vBrS76s1VI= ' } });
    fireEvent.click(screen.getByTestId('key-add'));
    await waitFor(() => expect(h.http.lastBody('/market/keys/add')).toEqual({ name: 'Acme', public_key: 'yeq4gXU+6xPX89bSjOYaRaquCyM/VJ8H7vBrS76s1VI=' }));
    fireEvent.change(screen.getByTestId('source-location'), { target: { value: 'https://market.acme.io/index.json' } });
    fireEvent.click(screen.getByTestId('source-add'));
    await waitFor(() =>
      expect(h.http.lastBody('/market/sources/add')).toEqual({
        name: 'https://market.acme.io/index.json',
        kind: 'url',
        location: 'https://market.acme.io/index.json',
      }),
    );
    expect(screen.getByText('Off: a package without a valid signature by a trusted publisher is refused.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('allow-unsigned'));
    await waitFor(() => expect(h.http.lastBody('/market/settings/save')).toEqual({ allow_unsigned: true }));
  });
});
