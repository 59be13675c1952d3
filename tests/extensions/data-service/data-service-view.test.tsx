import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataServiceHarness, page } from './data-service-harness';

const SERVICE = {
  id: 's1',
  name: 'Hourly temps',
  app_key: 'K'.repeat(32),
  secret_key: '',
  signature_mode: 'SHA256',
  ip_whitelist: '',
  data_sql: 'select * from ds_telemetry',
  api_flag: '1',
  time_interval: 60,
  push_url: 'https://bi.example/in',
  enable_flag: '1',
  description: '',
  remark: '',
  last_push_at: 0,
  last_push_error: 'The push URL answered HTTP 500',
  created_at: 1_700_000_000,
};

async function open(options: Parameters<typeof dataServiceHarness>[0] = {}) {
  const h = await dataServiceHarness({ language: 'en', ...options });
  h.http.on('/tp_data_services_config/list', page([SERVICE]));
  h.http.on('/tp_data_services_config/tptable', [{ table_name: 'ds_telemetry', comment: 'Telemetry history' }]);
  h.http.on('/tp_data_services_config/tptablefield', [{ field: 'dbl_v', type: 'double precision', comment: 'Number value' }]);
  h.renderView('services');
  await screen.findByText('Hourly temps');
  return h;
}

describe('data service view', () => {
  it('lists services with their push state and a failed push', async () => {
    await open();
    expect(screen.getByText('Push every 60 s')).toBeTruthy();
    expect(screen.getByText('Last push failed')).toBeTruthy();
  });

  it('debug needs SQL, then shows the rows the server returned', async () => {
    const h = await open();
    const rows = Array.from({ length: 10 }, (_, i) => ({ device_id: 'd1', dbl_v: i }));
    h.http.on('/tp_data_services_config/quize', rows);
    fireEvent.click(screen.getByTestId('service-add'));
    fireEvent.click(screen.getByTestId('service-debug'));
    expect((await screen.findByTestId('service-sql-error')).textContent).toBe('Debugging needs SQL');
    expect(h.http.callsTo('/tp_data_services_config/quize')).toHaveLength(0);
    await screen.findByText('ds_telemetry — Telemetry history');
    fireEvent.change(screen.getByTestId('service-table-picker'), { target: { value: 'ds_telemetry' } });
    expect(screen.getByTestId('service-sql')).toHaveProperty('value', 'ds_telemetry');
    fireEvent.change(screen.getByTestId('service-sql'), { target: { value: 'select * from ds_telemetry' } });
    fireEvent.click(screen.getByTestId('service-debug'));
    await waitFor(() => expect(screen.getAllByTestId('debug-row')).toHaveLength(10));
    expect(h.http.lastBody('/tp_data_services_config/quize')).toEqual({ data_sql: 'select * from ds_telemetry' });
  });

  it('shows the server’s refusal of an unsafe query and no rows', async () => {
    const h = await open();
    h.http.on('/tp_data_services_config/quize', { code: 1000, message: 'Only the ds_ views can be queried, not: device', data: null });
    fireEvent.click(screen.getByTestId('service-add'));
    fireEvent.change(screen.getByTestId('service-sql'), { target: { value: 'select * from device' } });
    fireEvent.click(screen.getByTestId('service-debug'));
    await waitFor(() => expect(h.notifier.messages('error')).toContain('Only the ds_ views can be queried, not: device'));
    expect(screen.queryByTestId('debug-result')).toBeNull();
  });

  it('push needs an interval and an http(s) URL; a valid form is saved and the secret shown once', async () => {
    const h = await open();
    h.http.on('/tp_data_services_config/add', { ...SERVICE, id: 's2', secret_key: 'S'.repeat(32) });
    fireEvent.click(screen.getByTestId('service-add'));
    fireEvent.change(screen.getByTestId('service-name'), { target: { value: 'Push' } });
    fireEvent.click(screen.getByTestId('service-flag-push'));
    fireEvent.change(screen.getByTestId('service-push-url'), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByTestId('service-save'));
    expect((await screen.findByTestId('service-push_url-error')).textContent).toBe('Enter an http:// or https:// URL');
    fireEvent.change(screen.getByTestId('service-push-url'), { target: { value: 'https://bi.example/in' } });
    fireEvent.click(screen.getByTestId('service-save'));
    await waitFor(() => expect(screen.getByTestId('secret-value')).toHaveProperty('value', 'S'.repeat(32)));
    expect(h.http.lastBody('/tp_data_services_config/add')).toMatchObject({
      name: 'Push',
      api_flag: '1',
      time_interval: 60,
      push_url: 'https://bi.example/in',
    });
  });

  it('push without a URL is WebSocket only; the form and the list show the WebSocket address and how to sign', async () => {
    const h = await open();
    h.http.on('/tp_data_services_config/edit', { ...SERVICE, push_url: '' });
    fireEvent.click(screen.getByTestId('service-edit-s1'));
    const box = await screen.findByTestId('service-ws-address');
    expect(screen.getByTestId('service-ws-url').textContent).toBe(`ws://${window.location.host}/api/openapi/v1/data/services/ws/share`);
    expect(box.textContent).toContain('X-OpenAPI-Signature = hex(SHA256(timestamp + secret))');
    expect(screen.getByTestId('service-ws-query').textContent).toBe(
      `?app_key=${'K'.repeat(32)}&timestamp=<unix s>&signature=<hex(SHA256(timestamp + secret))>`,
    );
    expect(box.textContent).toContain('then every 60 s');
    fireEvent.change(screen.getByTestId('service-signature-mode'), { target: { value: 'MD5' } });
    expect(screen.getByTestId('service-ws-address').textContent).toContain('hex(MD5(timestamp + secret))');
    fireEvent.change(screen.getByTestId('service-push-url'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('service-save'));
    await waitFor(() => expect(h.http.lastBody('/tp_data_services_config/edit')).toMatchObject({ id: 's1', api_flag: '1', push_url: '' }));
    // HTTP only: no WebSocket address.
    fireEvent.click(screen.getByTestId('service-edit-s1'));
    fireEvent.click(await screen.findByTestId('service-flag-http'));
    expect(screen.queryByTestId('service-ws-address')).toBeNull();
    fireEvent.click(screen.getByText('Cancel'));
    // The list: a push service's WebSocket button opens the same address.
    fireEvent.click(screen.getByTestId('service-ws-s1'));
    expect((await screen.findByTestId('service-ws-url')).textContent).toContain('/api/openapi/v1/data/services/ws/share');
  });

  it('issues a new secret after confirming and shows it once', async () => {
    const h = await open();
    h.http.on('/tp_data_services_config/secret/reset', { ...SERVICE, secret_key: 'N'.repeat(32) });
    fireEvent.click(screen.getByTestId('service-reset-s1'));
    await waitFor(() => expect(screen.getByTestId('secret-value')).toHaveProperty('value', 'N'.repeat(32)));
    expect(h.http.lastBody('/tp_data_services_config/secret/reset')).toEqual({ id: 's1' });
  });

  it('starts and stops a service, and hides the switch’s power from a user without edit', async () => {
    const h = await open();
    h.http.on('/tp_data_services_config/edit', { ...SERVICE, enable_flag: '0' });
    fireEvent.click(screen.getByTestId('service-toggle-s1'));
    await waitFor(() => expect(h.http.lastBody('/tp_data_services_config/edit')).toEqual({ id: 's1', enable_flag: '0' }));
  });

  it('shows no add, edit or delete to a user without the permissions', async () => {
    await open({ permissions: [] });
    expect(screen.queryByTestId('service-add')).toBeNull();
    expect(screen.queryByTestId('service-edit-s1')).toBeNull();
    expect(screen.queryByTestId('service-reset-s1')).toBeNull();
    expect(screen.getByTestId('service-toggle-s1')).toHaveProperty('disabled', true);
  });
});
