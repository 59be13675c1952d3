import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QUICK_RANGE_DAYS, TIME_PICKER_STEP_MINUTES, type ExtensionManifest, type Page } from '@tessera/sdk';
import { createExtensionHarness, envelope } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import logs from '../../../extensions/logs/src/index';
import { checkRange, fromInputValue, quickRange, toInputValue, toQuery } from '../../../extensions/logs/src/operation/time-range';
import manifest from '../../../extensions/logs/extension.json';
import ch from '../../../extensions/logs/locales/ch.json';

const ROW = {
  id: 'l1',
  tenant_id: 'e481b0c0',
  tenant_name: 'Acme',
  user_id: 'u1',
  user_email: 'boss@acme.io',
  ip: '10.0.0.7',
  method: 'POST',
  path: '/user/update_only',
  code: 200,
  message: '添加成功',
  action: '修改用户',
  created_at: 1_700_000_000,
};
const page = <T,>(rows: T[], total = rows.length): Page<T> => ({ current_page: 1, per_page: 20, total, data: rows });
const setup = () => createExtensionHarness(logs, { manifest: manifest as ExtensionManifest, locales: { ch } });

describe('time range helpers', () => {
  const STEP = TIME_PICKER_STEP_MINUTES * 60_000;
  it('quick ranges cover the last N days on the 5-minute grid', () => {
    const now = Date.UTC(2024, 0, 10, 12, 3, 27);
    for (const days of QUICK_RANGE_DAYS) {
      const r = quickRange(days, now);
      expect(r.end % STEP).toBe(0);
      expect(r.start % STEP).toBe(0);
      expect(r.end).toBeGreaterThanOrEqual(now);
      expect(r.end - r.start).toBe(days * 86_400_000);
    }
  });

  it('picker values round-trip and snap to the step; the query is in seconds', () => {
    const ms = fromInputValue('2024-01-10T12:07')!;
    expect(toInputValue(ms)).toBe('2024-01-10T12:05');
    expect(fromInputValue('')).toBeNull();
    expect(toQuery({ user: ' bob ', path: '', ip: '', start: 1_700_000_000_000, end: null })).toEqual({
      user: 'bob',
      path: '',
      ip: '',
      start_time: 1_700_000_000,
    });
    expect(checkRange({ user: '', path: '', ip: '', start: 2, end: 1 })).toBe('operation.rangeInvalid');
  });
});

describe('operation log view', () => {
  it('shows who, tenant, IP, path, action, result and time', async () => {
    const h = await setup();
    const platform = { ...ROW, id: 'l2', code: 400, path: '/odd/verb', tenant_id: null, tenant_name: null, action: null };
    h.http.on('/operation/list', page([ROW, platform]));
    h.renderView('operation');
    expect(await screen.findAllByText('boss@acme.io')).toHaveLength(2);
    expect(screen.getAllByText('10.0.0.7')).toHaveLength(2);
    // The tenant by name, never its id; the action the server read from the route, not the raw path.
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.queryByText('e481b0c0')).toBeNull();
    expect(screen.getByText('修改用户')).toBeTruthy();
    expect(screen.queryByText('update_only')).toBeNull();
    expect(screen.getByText(ch.operation.platform)).toBeTruthy();
    expect(screen.getByText('verb')).toBeTruthy();
    expect(screen.getByText('成功')).toBeTruthy();
    expect(screen.getByText('失败 (400)')).toBeTruthy();
    expect(h.http.lastBody('/operation/list')).toMatchObject({ current_page: 1, per_page: 20 });
  });

  it('filters by user, path and IP, and by the quick range, on the server', async () => {
    const h = await setup();
    h.http.on('/operation/list', page([]));
    h.renderView('operation');
    expect(await screen.findByText('当前时间暂无数据！')).toBeTruthy();
    fireEvent.change(screen.getByTestId('log-filter-user'), { target: { value: 'boss' } });
    fireEvent.change(screen.getByTestId('log-filter-path'), { target: { value: '/user' } });
    fireEvent.change(screen.getByTestId('log-filter-ip'), { target: { value: '10.0' } });
    fireEvent.click(screen.getByTestId('log-filter-submit'));
    await waitFor(() => expect(h.http.lastBody('/operation/list')).toMatchObject({ user: 'boss', path: '/user', ip: '10.0' }));
    fireEvent.click(screen.getByTestId('log-quick-7'));
    await waitFor(() => {
      const body = h.http.lastBody('/operation/list');
      expect(body.end_time - body.start_time).toBe(7 * 86_400);
      expect(body.user).toBe('boss');
    });
    expect((screen.getByTestId('log-filter-start') as HTMLInputElement).step).toBe('300');
  });

  it('refuses a backwards range and shows the error state with retry', async () => {
    const h = await setup();
    let fail = true;
    h.http.on('/operation/list', () => (fail ? envelope(500, 'db down') : page([ROW])));
    h.renderView('operation');
    expect(await screen.findByText('db down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('重试'));
    expect(await screen.findByText('boss@acme.io')).toBeTruthy();
    const calls = h.http.callsTo('/operation/list').length;
    fireEvent.change(screen.getByTestId('log-filter-start'), { target: { value: '2024-01-10T12:00' } });
    fireEvent.change(screen.getByTestId('log-filter-end'), { target: { value: '2024-01-09T12:00' } });
    fireEvent.click(screen.getByTestId('log-filter-submit'));
    expect((await screen.findByTestId('log-filter-range-error')).textContent).toBe('开始时间不能晚于结束时间');
    expect(h.http.callsTo('/operation/list')).toHaveLength(calls);
  });
});
