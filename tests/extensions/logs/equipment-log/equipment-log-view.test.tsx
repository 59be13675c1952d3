import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createExtensionHarness, envelope } from '@tessera/sdk/harness';
import { defineExtension, formatDateTime } from '@tessera/sdk';
import { EquipmentLogView } from '../../../../extensions/logs/src/equipment-log/equipment-log-view';
import ch from '../../../../extensions/logs/locales/ch.json';

const ROWS = [
  {
    id: 'l1',
    device_id: 'd1',
    device_name: '温湿度计',
    business_name: '一号园区',
    asset_name: '一号楼',
    operation_type: '2',
    instruct: '{"report_interval":30}',
    sender: 'admin@t.cn',
    send_result: '1',
    cteate_time: '2024-01-10 12:00:00',
  },
  { id: 'l2', device_id: 'd2', operation_type: '3', instruct: '{"ac_switch":true}', send_result: '2', created_at: 1_700_000_000 },
];

async function setup(route: unknown) {
  const h = await createExtensionHarness(defineExtension({ views: { equipment: EquipmentLogView } }), { locales: { ch } });
  h.http.on('/conditions/log/index', route);
  h.renderView('equipment');
  return h;
}

describe('equipment log', () => {
  it('lists operation type, result and time', async () => {
    await setup({ current_page: 1, per_page: 20, total: 2, data: ROWS });
    expect(await screen.findByText('温湿度计')).toBeTruthy();
    const rows = screen.getAllByTestId('equipment-table-row');
    expect(rows.map((r) => r.querySelectorAll('td')[2].textContent)).toEqual(['手动控制', '自动控制']);
    expect(screen.getByTestId('equipment-result-l1').textContent).toBe('成功');
    expect(screen.getByTestId('equipment-result-l2').textContent).toBe('失败');
    expect(screen.getByText(formatDateTime(1_700_000_000))).toBeTruthy();
  });

  it('filters by type, result and device name on the server', async () => {
    const h = await setup({ current_page: 1, per_page: 20, total: 0, data: [] });
    expect(await screen.findByTestId('equipment-table-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('equipment-filter-type'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('equipment-filter-result'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('equipment-search'), { target: { value: '温' } });
    fireEvent.click(screen.getByTestId('equipment-search-submit'));
    await waitFor(() =>
      expect(h.http.lastBody('/conditions/log/index')).toEqual({ current_page: 1, per_page: 20, operation_type: '1', send_result: '2', device_name: '温' }),
    );
  });

  it('shows the error state', async () => {
    await setup(envelope(400, '查询失败'));
    expect((await screen.findByTestId('equipment-table-error')).textContent).toContain('查询失败');
  });
});
