import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gatewayHarness, page } from './data-gateway-harness';

const APP = {
  id: 'a1',
  name: 'ERP',
  app_key: 'K'.repeat(32),
  secret_key: '',
  signature_mode: 'SHA256',
  ip_whitelist: '10.0.0.0/8',
  device_access_scope: '1',
  api_access_scope: '1',
  device_ids: [],
  api_ids: [],
  rate_limit: 600,
  timestamp_window: 300,
  description: '',
  created_at: 1_700_000_000,
};
const APIS = [{ id: 'kv/device/history', url: '/api/openapi/v1/kv/device/history', api_type: 'POST', service_type: 'telemetry' }];

async function open(options: Parameters<typeof gatewayHarness>[0] = {}) {
  const h = await gatewayHarness({ language: 'en', ...options });
  h.http.on('/openapi/auth/list', page([APP]));
  h.http.on('/openapi/api/list', APIS);
  h.http.on('/device/list/tree', page([{ device: 'd1', device_name: 'Boiler' }]));
  h.renderView('apps');
  await screen.findByText('ERP');
  return h;
}

describe('data gateway view', () => {
  it('lists apps without secrets', async () => {
    await open();
    expect(screen.getByTestId('app-key-a1').textContent).toBe(APP.app_key);
    expect(screen.getByText('10.0.0.0/8')).toBeTruthy();
  });

  it('checks the name, the whitelist and a partial scope before calling the server', async () => {
    const h = await open();
    fireEvent.click(screen.getByTestId('app-add'));
    fireEvent.change(screen.getByTestId('app-ip-whitelist'), { target: { value: '10.0.0.1|300.1.1.1' } });
    fireEvent.click(screen.getByTestId('app-device-scope-partial'));
    fireEvent.click(screen.getByTestId('app-save'));
    expect((await screen.findByTestId('app-name-error')).textContent).toBe('This field is required');
    expect(screen.getByTestId('app-ip_whitelist-error').textContent).toBe('Invalid IP, please re-enter');
    expect(screen.getByTestId('app-device_ids-error').textContent).toBe('Choose at least one device');
    expect(h.http.callsTo('/openapi/auth/add')).toHaveLength(0);
  });

  it('adds an app with a partial device scope and shows the issued secret once', async () => {
    const h = await open();
    h.http.on('/openapi/auth/add', { ...APP, id: 'a2', name: 'BI', app_key: 'N'.repeat(32), secret_key: 'S'.repeat(32) });
    fireEvent.click(screen.getByTestId('app-add'));
    fireEvent.change(screen.getByTestId('app-name'), { target: { value: ' BI ' } });
    fireEvent.change(screen.getByTestId('app-signature-mode'), { target: { value: 'MD5' } });
    fireEvent.change(screen.getByTestId('app-ip-whitelist'), { target: { value: '127.0.0.1|2001:db8::/32' } });
    fireEvent.click(screen.getByTestId('app-device-scope-partial'));
    fireEvent.click(await screen.findByTestId('app-devices-d1'));
    fireEvent.click(screen.getByTestId('app-save'));
    await waitFor(() => expect(screen.getByTestId('secret-value')).toHaveProperty('value', 'S'.repeat(32)));
    expect(h.http.lastBody('/openapi/auth/add')).toMatchObject({
      name: 'BI',
      signature_mode: 'MD5',
      ip_whitelist: '127.0.0.1|2001:db8::/32',
      device_access_scope: '2',
      device_ids: ['d1'],
      api_access_scope: '1',
    });
    fireEvent.click(screen.getByTestId('secret-close'));
    await waitFor(() => expect(screen.queryByTestId('secret-value')).toBeNull());
  });

  it('re-issues a secret after confirmation, and a user without the buttons sees none', async () => {
    const h = await open();
    h.http.on('/openapi/auth/secret/reset', { ...APP, secret_key: 'R'.repeat(32) });
    fireEvent.click(screen.getByTestId('app-reset-a1'));
    await waitFor(() => expect(screen.getByTestId('secret-value')).toHaveProperty('value', 'R'.repeat(32)));
    expect(h.http.lastBody('/openapi/auth/secret/reset')).toEqual({ id: 'a1' });
  });

  it('shows no add, edit or delete to a user without the permissions', async () => {
    await open({ permissions: [] });
    expect(screen.queryByTestId('app-add')).toBeNull();
    expect(screen.queryByTestId('app-edit-a1')).toBeNull();
    expect(screen.queryByTestId('app-delete-a1')).toBeNull();
  });
});
