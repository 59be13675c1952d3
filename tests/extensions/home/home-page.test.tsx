import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExtensionHarness, envelope } from '@tessera/sdk/harness';
import { recordRecentVisit, type ExtensionManifest } from '@tessera/sdk';
import home from '../../../extensions/home/src/index';
import { HOME_POLL_MS } from '../../../extensions/home/src/home-api';
import manifest from '../../../extensions/home/extension.json';
import ch from '../../../extensions/home/locales/ch.json';
import chMenu from '../../../core/src/i18n/locales/ch/menu.json';

afterEach(() => vi.useRealTimers());

const SUMMARY = { cpu_usage: '23.5', mem_usage: 61, device: 1234, msg: 98765 };
const CHART = {
  cpu: [
    { sysTime: 1_700_000_000, data: 20 },
    { sysTime: 1_700_000_005, data: 23.5 },
  ],
  mem: [
    { sysTime: 1_700_000_000, data: 60 },
    { sysTime: 1_700_000_005, data: 61 },
  ],
};

async function setup(opts: { summary?: unknown; chart?: unknown } = {}) {
  const h = await createExtensionHarness(home, {
    manifest: manifest as ExtensionManifest,
    locales: { ch },
    coreLocales: { ch: { menu: chMenu } },
  });
  h.http.on('/home/list', opts.summary ?? SUMMARY);
  h.http.on('/home/chart', opts.chart ?? CHART);
  return h;
}

function chartOptions() {
  return screen.getAllByTestId('echart').map((el) => JSON.parse(el.getAttribute('data-option')!));
}

describe('home page', () => {
  it('shows total devices, total messages and current usage', async () => {
    const h = await setup();
    h.renderView('home');
    expect(await screen.findByText((1234).toLocaleString())).toBeTruthy();
    expect(screen.getByText((98765).toLocaleString())).toBeTruthy();
    expect(screen.getByText('23.5 %')).toBeTruthy();
    expect(screen.getByText('61 %')).toBeTruthy();
    expect(screen.getAllByText(ch.totalDevices)).toHaveLength(1);
  });

  it('draws CPU and memory curves through the chart host', async () => {
    const h = await setup();
    h.renderView('home');
    await screen.findAllByTestId('echart');
    const [cpu, mem] = chartOptions();
    expect(cpu.series[0].data).toEqual([
      [1_700_000_000_000, 20],
      [1_700_000_005_000, 23.5],
    ]);
    expect(mem.series[0].data).toEqual([
      [1_700_000_000_000, 60],
      [1_700_000_005_000, 61],
    ]);
    expect(cpu.animationDuration).toBe(1500);
  });

  it('polls the endpoints every 5 s and redraws with new samples', async () => {
    vi.useFakeTimers();
    const h = await setup();
    let cpu = CHART.cpu;
    h.http.on('/home/chart', () => ({ cpu, mem: CHART.mem }));
    h.renderView('home');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(h.http.callsTo('/home/chart')).toHaveLength(1);
    cpu = [...CHART.cpu, { sysTime: 1_700_000_010, data: 30 }];
    await act(() => vi.advanceTimersByTimeAsync(HOME_POLL_MS));
    expect(h.http.callsTo('/home/chart')).toHaveLength(2);
    expect(h.http.callsTo('/home/list')).toHaveLength(2);
    expect(chartOptions()[0].series[0].data).toHaveLength(3);
  });

  it('says there is no data when the server has no samples', async () => {
    const h = await setup({ chart: { cpu: [], mem: [] } });
    h.renderView('home');
    expect(await screen.findAllByText('当前时间暂无数据！')).toHaveLength(2);
    expect(screen.queryByTestId('echart')).toBeNull();
  });

  it('shows an error with retry when loading fails, and recovers', async () => {
    const h = await setup({ summary: envelope(400, '服务不可用') });
    h.renderView('home');
    expect(await screen.findByText(ch.loadFailed)).toBeTruthy();
    expect(screen.getByText('服务不可用')).toBeTruthy();
    h.http.on('/home/list', SUMMARY);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText((1234).toLocaleString())).toBeTruthy();
    // Polls are silent: no toast every 5 seconds.
    expect(h.notifier.records).toEqual([]);
  });

  it('lists the recent visits recorded by the shell and opens one', async () => {
    const h = await setup();
    recordRecentVisit(h.session.user!.id, { path: '/device/projects', title: 'menu.deviceAccess', at: Date.now() - 1000 });
    recordRecentVisit(h.session.user!.id, { path: '/alert/list', title: 'menu.alertMessage', at: Date.now() });
    h.renderView('home');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent?.slice(0, chMenu.alertMessage.length))[0]).toBe(chMenu.alertMessage);
    fireEvent.click(screen.getByText(chMenu.deviceAccess));
    expect(h.routes.navigations).toEqual(['/device/projects']);
    localStorage.clear();
  });

  it('offers quick-start links only for routes the user has', async () => {
    const h = await setup();
    h.routes.setTrees(
      [
        { name: 'deviceAccess', type: '1', path: '/device/projects', title: 'menu.deviceAccess' },
        { name: 'alertMessage', type: '1', path: '/alert/list', title: 'menu.alertMessage' },
      ],
      [],
    );
    h.renderView('home');
    const quick = await screen.findByRole('button', { name: chMenu.alertMessage });
    expect(screen.queryByRole('button', { name: chMenu.pluginMarket })).toBeNull();
    fireEvent.click(quick);
    await waitFor(() => expect(h.routes.navigations).toEqual(['/alert/list']));
  });
});

describe('home dashboard link', () => {
  it("links the tenant's home dashboard when one is set, and shows nothing otherwise", async () => {
    const h = await setup();
    h.routes.routes = [{ name: 'visualization', path: '/visual/list' }];
    h.http.on('/tp_dashboard/home', { id: 'b1', dashboard_name: 'Plant floor' });
    h.renderView('home');
    fireEvent.click(await screen.findByTestId('home-dashboard-link'));
    expect(screen.getByTestId('home-dashboard').textContent).toContain('Plant floor');
    await waitFor(() => expect(h.routes.navigations).toEqual([{ name: 'visualization', query: { id: 'b1', mode: 'view' } }]));
  });

  it('shows nothing when no home dashboard is set', async () => {
    const h = await setup();
    h.routes.routes = [{ name: 'visualization', path: '/visual/list' }];
    h.http.on('/tp_dashboard/home', { id: '' });
    h.renderView('home');
    await screen.findByText((98765).toLocaleString());
    await waitFor(() => expect(h.http.callsTo('/tp_dashboard/home')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('home-dashboard')).toBeNull();
  });
});
