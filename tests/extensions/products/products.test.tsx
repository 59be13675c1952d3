import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import { createExtensionHarness } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import products from '../../../extensions/products/src/index';
import manifest from '../../../extensions/products/extension.json';
import ch from '../../../extensions/products/locales/ch.json';
import en from '../../../extensions/products/locales/en.json';

const page = <T,>(rows: T[]): Page<T> => ({ current_page: 1, per_page: 10, total: rows.length, data: rows });
const CODES = (manifest as ExtensionManifest).permissions ?? [];
const setup = (permissions = CODES, language: 'ch' | 'en' = 'ch') =>
  createExtensionHarness(products, { manifest: manifest as ExtensionManifest, locales: { ch, en }, permissions, language });
const PRODUCT = { id: 'p1', name: 'Meter', serial_number: 'MTR', protocol_type: 'mqtt', auth_type: '1', plugin: '', created_time: 1_700_000_000 };
const BATCH = { id: 'b1', batch_number: 'B1', product_id: 'p1', product_name: 'Meter', device_number: 5, generate_flag: '0', created_time: 1_700_000_000 };
const row = (name: string, upgrade_status: string, progress: number, detail_key: string, detail_params: Record<string, string | number> = {}) => ({
  id: `r-${name}`,
  device_id: `d-${name}`,
  name,
  device_code: '',
  current_version: '1.0.0',
  target_version: '1.1.0',
  upgrade_progress: progress,
  upgrade_status,
  status_detail: detail_key,
  detail_key,
  detail_params,
  status_update_time: 1_700_000_000_000,
});

describe('product list', () => {
  it('adds a product (name and number required) and opens its batches', async () => {
    const h = await setup();
    h.http.on('/tp_product/list', page([PRODUCT]));
    h.http.on('/device/model/list', page([{ id: 'm1', model_name: '环境传感器' }]));
    h.http.on('/tp_product/add', { ...PRODUCT, id: 'p2' });
    h.renderView('list');
    fireEvent.click(await screen.findByTestId('products-add'));
    fireEvent.click(await screen.findByTestId('product-form-submit'));
    expect(await screen.findByTestId('product-form-name-error')).toBeTruthy();
    fireEvent.change(screen.getByTestId('product-form-name'), { target: { value: 'Lamp' } });
    fireEvent.change(screen.getByTestId('product-form-serial'), { target: { value: 'LMP' } });
    await screen.findByRole('option', { name: '环境传感器' });
    fireEvent.change(screen.getByTestId('product-form-plugin'), { target: { value: 'm1' } });
    fireEvent.click(screen.getByTestId('product-form-submit'));
    await waitFor(() => expect(h.http.lastBody('/tp_product/add')).toMatchObject({ name: 'Lamp', serial_number: 'LMP', plugin: 'm1', auth_type: '1' }));
    fireEvent.click(await screen.findByTestId('product-batches-MTR'));
    await waitFor(() => expect(h.routes.navigations).toEqual([{ name: 'batchList', query: { product_id: 'p1' } }]));
  });

  it('offers no add, edit or delete without the codes', async () => {
    const h = await setup([]);
    h.http.on('/tp_product/list', page([PRODUCT]));
    h.renderView('list');
    expect(await screen.findByTestId('product-batches-MTR')).toBeTruthy();
    for (const id of ['products-add', 'product-edit-MTR', 'product-delete-MTR']) expect(screen.queryByTestId(id)).toBeNull();
  });
});

describe('batches', () => {
  it('adds a batch whose activated devices join the chosen group', async () => {
    const h = await setup();
    h.http.on('/tp_batch/list', page([]));
    h.http.on('/tp_product/list', page([PRODUCT]));
    h.http.on('/asset/list/d', [{ id: 'g1', device_group: 'Plant/Hall 1' }]);
    h.http.on('/tp_batch/add', BATCH);
    h.renderView('batches', { query: { product_id: 'p1' } });
    fireEvent.click(await screen.findByTestId('batches-add'));
    fireEvent.change(await screen.findByTestId('batch-form-number'), { target: { value: 'B2' } });
    await screen.findByRole('option', { name: 'Plant/Hall 1' });
    fireEvent.change(screen.getByTestId('batch-form-group'), { target: { value: 'g1' } });
    fireEvent.click(screen.getByTestId('batch-form-submit'));
    await waitFor(() => expect(h.http.lastBody('/tp_batch/add')).toMatchObject({ batch_number: 'B2', product_id: 'p1', device_number: 10, asset_id: 'g1' }));
  });

  it('lists the batches of the product it was opened for and generates one', async () => {
    const h = await setup();
    h.http.on('/tp_batch/list', page([BATCH]));
    h.http.on('/tp_batch/generate', { id: 'b1', device_number: 5 });
    h.renderView('batches', { query: { product_id: 'p1' } });
    fireEvent.click(await screen.findByTestId('batch-generate-B1'));
    await waitFor(() => expect(h.http.lastBody('/tp_batch/generate')).toEqual({ id: 'b1' }));
    expect(h.http.callsTo('/tp_batch/list')[0].body).toMatchObject({ product_id: 'p1' });
  });
});

describe('upgrade task devices', () => {
  it('shows counts per status, localized details and progress, and retries a failed device', async () => {
    const h = await setup(CODES, 'en');
    h.http.on(
      '/tp_ota_task/list',
      page([
        {
          id: 't1',
          task_name: 'Spring',
          upgrade_time_type: '0',
          start_time: '',
          end_time: '',
          device_count: 2,
          task_status: '1',
          retry_count: 3,
          timeout_seconds: 600,
          created_at: 1_700_000_000,
        },
      ]),
    );
    let rows = [row('lamp-1', '2', 40, 'upgrading', { desc: 'downloading' }), row('lamp-2', '4', 0, 'timedOut', { seconds: 5 })];
    h.http.on('/tp_ota_device/list', () => ({
      total: rows.length,
      list: rows,
      statuscount: [
        { upgrade_status: rows[0].upgrade_status, count: 1 },
        { upgrade_status: '4', count: 1 },
      ],
    }));
    h.http.on('/tp_ota_device/modfiyupdate', { count: 1 });
    h.renderView('upgradeTasks', { query: { ota_id: 'o1' } });
    fireEvent.click(await screen.findByTestId('task-open-Spring'));
    expect((await screen.findByTestId('task-progress-lamp-1')).textContent).toBe('40%');
    expect(screen.getByTestId('task-row-lamp-2').textContent).toContain('No report from the device within 5 s: upgrade failed');
    expect(screen.getByTestId('task-row-lamp-1').textContent).toContain('Upgrading: downloading');
    expect(screen.getByTestId('task-count-4').textContent).toBe('Upgrade failed 1');
    // The page follows the devices: the next poll shows the new state.
    rows = [row('lamp-1', '3', 100, 'succeeded'), rows[1]];
    await waitFor(() => expect(screen.getByTestId('task-status-lamp-1').getAttribute('data-status')).toBe('3'), { timeout: 3000 });
    fireEvent.click(screen.getByTestId('task-row-lamp-2').querySelector('button')!);
    await waitFor(() => expect(h.http.lastBody('/tp_ota_device/modfiyupdate')).toEqual({ ota_task_id: 't1', upgrade_status: '0', id: 'r-lamp-2' }));
  });
});
