import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '@tessera/sdk/harness';
import { buildGroupTree, descendantIds, flattenGroups } from '../../../extensions/devices/src/groups/group-tree';
import { harness } from './setup';

const GROUPS = [
  { id: 'g2', name: '二层', parent_id: 'g1' },
  { id: 'g1', name: '一号楼', parent_id: '0' },
  { id: 'g3', name: '配电间', parent_id: 'g2' },
  { id: 'g4', name: '停车场', parent_id: '0' },
];

describe('group tree helpers', () => {
  it('nests groups by parent and orders them depth first', () => {
    const flat = flattenGroups(buildGroupTree(GROUPS));
    expect(flat.map((g) => [g.name, g.depth])).toEqual([
      ['一号楼', 0],
      ['二层', 1],
      ['配电间', 2],
      ['停车场', 0],
    ]);
  });
  it('treats a group whose parent is gone as a root, and finds descendants', () => {
    expect(buildGroupTree([{ id: 'x', name: 'x', parent_id: 'missing' }])[0].depth).toBe(0);
    expect([...descendantIds(GROUPS, 'g1')].sort()).toEqual(['g1', 'g2', 'g3']);
  });
});

describe('groups view', () => {
  it('shows the tree of the project given in the route', async () => {
    const h = await harness();
    h.http.on('/asset/list/c', { total: 4, data: GROUPS });
    h.renderView('groups', { query: { business_id: 'p1' } });
    const rows = await screen.findAllByTestId('groups-row');
    expect(rows.map((r) => r.querySelector('td')!.textContent!.trim())).toEqual(['一号楼', '二层', '配电间', '停车场']);
    expect(rows.map((r) => r.querySelector('td')!.style.paddingLeft)).toEqual(['12px', '36px', '60px', '12px']);
    expect(h.http.lastBody('/asset/list/c')).toMatchObject({ business_id: 'p1' });
  });

  it('shows the empty state for a project without groups', async () => {
    const h = await harness();
    h.http.on('/asset/list/c', { total: 0, data: [] });
    h.renderView('groups', { query: { business_id: 'p1' } });
    expect(await screen.findByTestId('groups-empty')).toBeTruthy();
  });

  it('shows the error state', async () => {
    const h = await harness();
    h.http.on('/asset/list/c', envelope(400, '项目不存在'));
    h.renderView('groups', { query: { business_id: 'p1' } });
    expect((await screen.findByTestId('groups-error')).textContent).toContain('项目不存在');
  });

  it('adds a sub-group under the chosen parent', async () => {
    const h = await harness();
    h.http.on('/asset/list/c', { total: 4, data: GROUPS });
    h.http.on('/asset/add_only', (b: Record<string, string>) => ({ id: 'g9', ...b }));
    h.renderView('groups', { query: { business_id: 'p1' } });
    fireEvent.click(await screen.findByTestId('group-add-child-g2'));
    expect((screen.getByTestId('group-form-parent') as HTMLSelectElement).value).toBe('g2');
    fireEvent.change(screen.getByTestId('group-form-name'), { target: { value: '东区' } });
    fireEvent.click(screen.getByTestId('group-form-submit'));
    await waitFor(() => expect(h.http.lastBody('/asset/add_only')).toEqual({ name: '东区', parent_id: 'g2', business_id: 'p1' }));
  });

  it('does not offer a group or its descendants as its own parent', async () => {
    const h = await harness();
    h.http.on('/asset/list/c', { total: 4, data: GROUPS });
    h.renderView('groups', { query: { business_id: 'p1' } });
    fireEvent.click(await screen.findByTestId('group-edit-g1'));
    const options = [...(screen.getByTestId('group-form-parent') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['0', 'g4']);
  });

  it('shows the server message when a group with content cannot be deleted, and keeps it', async () => {
    const h = await harness();
    h.http.on('/asset/list/c', { total: 4, data: GROUPS });
    h.http.on('/asset/delete', envelope(400, '请先删除下一级'));
    h.renderView('groups', { query: { business_id: 'p1' } });
    fireEvent.click(await screen.findByTestId('group-delete-g1'));
    await waitFor(() => expect(h.notifier.messages('error')).toEqual(['请先删除下一级']));
    expect(h.notifier.messages('confirm')).toEqual(['你确定要删除吗？']);
    expect(h.notifier.messages('success')).toEqual([]);
    expect(screen.getAllByTestId('groups-row')).toHaveLength(4);
  });
});
