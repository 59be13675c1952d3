import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compactVertical } from '../../../extensions/visualization/src/model/compact';
import { opensDashboard } from '../../../extensions/visualization/src/live/use-preload-widgets';
import { harness } from './setup';

const probe = (i: string, device_id: string, y: number) => ({
  i,
  x: 0,
  y,
  w: 6,
  h: 4,
  kind: 'widget',
  device_id,
  widget: { id: i, name: i, controlType: 'dashboard', type: 'probe', mapping: ['temperature'] },
});

describe('dashboard first paint', () => {
  it('paints the values read with the dashboard at once: no /kv/current, no waiting for a snapshot, on a CSS grid', async () => {
    const h = await harness();
    h.http.on('/tp_dashboard/detail', (body: any) => ({
      id: 'b1',
      dashboard_name: 'Wall',
      remark: '',
      thumbnail: '',
      owner_id: 'u',
      share_id: null,
      created_at: 1,
      updated_at: 1,
      json_data: { version: 1, time_range: '1h', tiles: [probe('a', 'd1', 0), probe('b', 'd2', 10)] },
      ...(body.with_current ? { current: { d1: { temperature: 41 }, d2: { temperature: 42 } } } : {}),
    }));
    h.renderView('list', { query: { id: 'b1', mode: 'view' } });
    // Well inside the 1.5 s snapshot grace: the values came with the dashboard.
    await waitFor(() => expect(screen.getAllByTestId('probe-value').map((e) => e.textContent)).toEqual(['41', '42']), { timeout: 500 });
    expect(h.http.lastBody('/tp_dashboard/detail')).toEqual({ id: 'b1', with_current: true });
    expect(h.http.callsTo('/kv/current')).toHaveLength(0);
    expect(h.realtime.subscriberCount('d1')).toBe(1);
    // Read-only: plain CSS grid placement (no grid library), the gap under tile a compacted away as the editor does.
    const cell = screen.getByTestId('dashboard-tile-b').parentElement!;
    expect(cell.style.gridRow).toBe('5 / span 4');
    expect(document.querySelector('.react-grid-layout')).toBeNull();
  });

  it('compacts tiles upwards like the editor grid: in row order, each as high as the tiles above allow', () => {
    const out = compactVertical([
      { i: 'a', x: 0, y: 3, w: 6, h: 2 },
      { i: 'b', x: 6, y: 9, w: 6, h: 2 },
      { i: 'c', x: 0, y: 8, w: 12, h: 1 },
      { i: 'd', x: 12, y: 5, w: 4, h: 1 },
    ]);
    expect(out.map((t) => [t.i, t.y])).toEqual([
      ['a', 0],
      ['b', 3],
      ['c', 2],
      ['d', 0],
    ]);
  });

  it('preloads widgets at activation only when the address opens a dashboard', () => {
    expect(opensDashboard('#/visual/list?id=b1&mode=view&var-device=d1')).toBe(true);
    expect(opensDashboard('#/visual/list?id=b1&mode=edit')).toBe(true);
    expect(opensDashboard('#/share?token=abc')).toBe(true);
    expect(opensDashboard('#/visual/list')).toBe(false);
  });
});
