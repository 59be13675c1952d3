import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import { harness } from './setup';

const ROW = {
  id: 'b1',
  dashboard_name: 'Plant',
  remark: 'line 1',
  thumbnail: '',
  owner_id: 'u1',
  owner_name: 'Tenant admin',
  shared: false,
  created_at: 1_700_000_000,
  updated_at: 1_700_000_100,
};

async function listHarness(permissions?: string[]) {
  const h = await harness(permissions);
  h.http.on('/tp_dashboard/list', (body: any) => ({ current_page: 1, per_page: 10, total: 1, data: body.search && body.search !== 'Plant' ? [] : [ROW] }));
  h.http.on('/tp_dashboard/home', { id: '' });
  return h;
}

describe('dashboard list', () => {
  it('shows name, description, owner; searches; creates with a name and refuses an empty one', async () => {
    const h = await listHarness();
    h.http.on('/tp_dashboard/add', { ...ROW, id: 'b2' });
    h.renderView('list');
    const row = await screen.findByTestId('dashboard-table-row');
    expect(row.textContent).toContain('Plant');
    expect(row.textContent).toContain('line 1');
    expect(row.textContent).toContain('Tenant admin');
    fireEvent.change(screen.getByTestId('dashboards-search'), { target: { value: 'Nothing' } });
    fireEvent.click(screen.getByTestId('dashboards-search-submit'));
    await waitFor(() => expect((h.http.lastBody('/tp_dashboard/list') as any).search).toBe('Nothing'));

    fireEvent.click(screen.getByTestId('dashboard-add'));
    fireEvent.click(await screen.findByTestId('dashboard-name-dialog-submit'));
    expect(h.http.callsTo('/tp_dashboard/add')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('dashboard-name'), { target: { value: 'Boiler room' } });
    fireEvent.click(screen.getByTestId('dashboard-name-dialog-submit'));
    await waitFor(() => expect(h.http.lastBody('/tp_dashboard/add')).toEqual({ dashboard_name: 'Boiler room', remark: '' }));
  });

  it("shows each dashboard's saved thumbnail, and a placeholder when none was drawn yet", async () => {
    const h = await harness();
    const thumb = 'data:image/svg+xml;base64,PHN2Zy8+';
    h.http.on('/tp_dashboard/list', {
      current_page: 1,
      per_page: 10,
      total: 2,
      data: [
        { ...ROW, thumbnail: thumb },
        { ...ROW, id: 'b2', dashboard_name: 'Bare' },
      ],
    });
    h.http.on('/tp_dashboard/home', { id: '' });
    h.renderView('list');
    expect((await screen.findByTestId('dashboard-thumbnail-b1')).getAttribute('src')).toBe(thumb);
    expect(screen.queryByTestId('dashboard-thumbnail-b2')).toBeNull();
  });

  it('deletes only after confirmation, duplicates, and sets the home dashboard', async () => {
    const h = await listHarness();
    h.http.on('/tp_dashboard/delete', null);
    h.http.on('/tp_dashboard/duplicate', { ...ROW, id: 'b3' });
    h.http.on('/tp_dashboard/home/set', { id: 'b1' });
    h.renderView('list');
    await screen.findByTestId('dashboard-table-row');
    const menu = async (action: string) => {
      fireEvent.click(screen.getByTestId('dashboard-more-b1'));
      fireEvent.click(await screen.findByTestId(`dashboard-${action}-b1`));
    };
    h.notifier.confirmAnswer = false;
    await menu('delete');
    await waitFor(() => expect(h.notifier.records.some((r) => r.kind === 'confirm')).toBe(true));
    expect(h.http.callsTo('/tp_dashboard/delete')).toHaveLength(0);
    h.notifier.confirmAnswer = true;
    await menu('delete');
    await waitFor(() => expect(h.http.lastBody('/tp_dashboard/delete')).toEqual({ id: 'b1' }));
    await menu('duplicate');
    await waitFor(() => expect(h.http.lastBody('/tp_dashboard/duplicate')).toEqual({ id: 'b1' }));
    await menu('home');
    await waitFor(() => expect(h.http.lastBody('/tp_dashboard/home/set')).toEqual({ id: 'b1' }));
  });

  it('hides changes from a user without the visual buttons', async () => {
    await listHarness([]).then((h) => h.renderView('list'));
    await screen.findByTestId('dashboard-table-row');
    expect(screen.queryByTestId('dashboard-add')).toBeNull();
    expect(screen.queryByTestId('dashboard-edit-b1')).toBeNull();
    expect(screen.getByTestId('dashboard-view-b1')).toBeTruthy();
  });

  it('imports JSON with clear errors: not JSON, the server refusing it, unknown widgets reported', async () => {
    const h = await listHarness();
    h.renderView('list');
    await screen.findByTestId('dashboard-table-row');
    const upload = async (text: string) => {
      const input = screen.getByTestId('dashboard-import-file') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [new File([text], 'board.json', { type: 'application/json' })] } });
      fireEvent.click(screen.getByTestId('dashboard-import-dialog-submit'));
    };
    fireEvent.click(screen.getByTestId('dashboard-import'));
    await screen.findByTestId('dashboard-import-dialog');
    await upload('{not json');
    expect((await screen.findByTestId('dashboard-import-problem')).textContent).toBe('The file is not valid JSON');

    h.http.on('/tp_dashboard/import', envelope(1000, 'document.format: must be equal to one of the allowed values'));
    await upload('{"format":"grafana"}');
    await waitFor(() => expect(h.notifier.messages('error')).toContain('document.format: must be equal to one of the allowed values'));
    expect(screen.getByTestId('dashboard-import-dialog')).toBeTruthy();

    h.http.on('/tp_dashboard/import', { ...ROW, id: 'b9', json_data: {}, unknown_types: ['market-gizmo'] });
    await upload('{"format":"tessera-dashboard"}');
    await waitFor(() => expect(h.notifier.messages('warning')).toEqual(['Imported; these widgets are not installed: market-gizmo']));
    await waitFor(() => expect(screen.queryByTestId('dashboard-import-dialog')).toBeNull());
    expect(within(document.body).queryByTestId('dashboard-import-problem')).toBeNull();
  });
});
