import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '@tessera/sdk/harness';
import { formatDateTime } from '@tessera/sdk';
import { ch, harness } from './setup';

describe('projects view', () => {
  it('shows the loading state, then the projects with their created time', async () => {
    const h = await harness();
    let answer!: (v: unknown) => void;
    h.http.on('/business/index', () => new Promise((r) => (answer = r)));
    h.renderView('projects');
    expect(await screen.findByTestId('projects-table-loading')).toBeTruthy();
    answer({ current_page: 1, per_page: 10, total: 1, data: [{ id: 'p1', name: '一号园区', created_at: 1_700_000_000 }] });
    expect(await screen.findByText('一号园区')).toBeTruthy();
    expect(screen.getByText(formatDateTime(1_700_000_000))).toBeTruthy();
    // The older route is paged by page/limit; both spellings go out.
    expect(h.http.lastBody('/business/index')).toMatchObject({ page: 1, limit: 10, current_page: 1, per_page: 10 });
  });

  it('shows the empty state with the spec text', async () => {
    const h = await harness();
    h.http.on('/business/index', { current_page: 1, per_page: 10, total: 0, data: [] });
    h.renderView('projects');
    expect(await screen.findByTestId('projects-table-empty')).toBeTruthy();
    expect(screen.getByText('当前时间暂无数据！')).toBeTruthy();
  });

  it('shows the error state and retries', async () => {
    const h = await harness();
    let fail = true;
    h.http.on('/business/index', () => (fail ? envelope(400, '查询失败') : { current_page: 1, per_page: 10, total: 1, data: [{ id: 'p9', name: '重试后' }] }));
    h.renderView('projects');
    const error = await screen.findByTestId('projects-table-error');
    expect(error.textContent).toContain('查询失败');
    fail = false;
    fireEvent.click(within(error).getByText('重试'));
    expect(await screen.findByText('重试后')).toBeTruthy();
  });

  it('requires a name, then adds the project', async () => {
    const h = await harness();
    h.http.on('/business/add', (b: { name: string }) => ({ id: 'p3', name: b.name }));
    h.renderView('projects');
    fireEvent.click(await screen.findByTestId('projects-add'));
    fireEvent.click(screen.getByTestId('project-form-submit'));
    expect((await screen.findByTestId('project-form-name-error')).textContent).toBe(ch.validation.required);
    expect(h.http.callsTo('/business/add')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('project-form-name'), { target: { value: '  三号园区 ' } });
    fireEvent.click(screen.getByTestId('project-form-submit'));
    await waitFor(() => expect(h.http.lastBody('/business/add')).toEqual({ name: '三号园区' }));
    expect(h.notifier.messages('success')).toEqual(['添加成功']);
  });

  it('asks 你确定要删除吗？ before deleting and does nothing on 取消', async () => {
    const h = await harness();
    h.http.on('/business/delete', null);
    h.notifier.confirmAnswer = false;
    h.renderView('projects');
    fireEvent.click(await screen.findByTestId('project-delete-p1'));
    await waitFor(() => expect(h.notifier.messages('confirm')).toEqual(['你确定要删除吗？']));
    expect(h.http.callsTo('/business/delete')).toHaveLength(0);
    h.notifier.confirmAnswer = true;
    fireEvent.click(screen.getByTestId('project-delete-p1'));
    await waitFor(() => expect(h.http.lastBody('/business/delete')).toEqual({ id: 'p1' }));
  });

  it('opens the groups and devices of a project; hides buttons without permission', async () => {
    const h = await harness([]);
    h.renderView('projects');
    fireEvent.click(await screen.findByTestId('project-groups-p2'));
    fireEvent.click(screen.getByTestId('project-devices-p2'));
    expect(h.routes.navigations).toEqual([
      { name: 'deviceGroups', query: { business_id: 'p2' } },
      { name: 'deviceList', query: { business_id: 'p2' } },
    ]);
    expect(screen.queryByTestId('projects-add')).toBeNull();
    expect(screen.queryByTestId('project-delete-p1')).toBeNull();
  });
});
