import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, waitFor } from '@testing-library/react';
import * as echarts from 'echarts/core';
import { describe, expect, it } from 'vitest';
import { ChartHost, EChart, SdkContext } from '@tessera/sdk';
import { I18nextProvider } from 'react-i18next';
import { testI18next } from '../extensions/render-shell';
import { ChartHostImpl } from '../../../core/src/widgets/chart-host-impl';
import { EchartsLoaderImpl } from '../../../core/src/widgets/echarts-loader';

// Real echarts with its SVG renderer: jsdom has no canvas, but SVG renders into the DOM.
function mount(option: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const loader = new EchartsLoaderImpl('svg');
  const host = new ChartHostImpl(loader);
  const sdk = { get: <T,>(token: symbol) => (token === ChartHost ? (host as T) : (undefined as T)) };
  const i18n = testI18next();
  const tree = (opt: Record<string, unknown>, more: Record<string, unknown>) => (
    <SdkContext.Provider value={sdk}>
      <I18nextProvider i18n={i18n}>
        <EChart option={opt} height={200} {...more} />
      </I18nextProvider>
    </SdkContext.Provider>
  );
  const view = render(tree(option, extra));
  return { loader, view, host, update: (opt: Record<string, unknown>, more = extra) => view.rerender(tree(opt, more)) };
}

const lineOption = { xAxis: { type: 'category', data: ['a', 'b', 'c'] }, yAxis: { type: 'value' }, series: [{ type: 'line', data: [1, 3, 2] }] };

describe('ChartHostImpl', () => {
  it('loads only the modules the option needs, mounts an instance and disposes it on unmount', async () => {
    const { loader, view } = mount(lineOption);
    const el = view.getByTestId('echart');
    await waitFor(() => expect(echarts.getInstanceByDom(el)).toBeDefined());
    await waitFor(() => expect(el.querySelector('svg path')).not.toBeNull());
    expect(loader.loaded.has('chart:line')).toBe(true);
    expect(loader.loaded.has('component:grid')).toBe(true);
    expect(loader.loaded.has('chart:pie')).toBe(false);
    const instance = echarts.getInstanceByDom(el)!;
    view.unmount();
    expect(instance.isDisposed()).toBe(true);
    expect(echarts.getInstanceByDom(el)).toBeUndefined();
  });

  it('applies large-mode settings and follows option updates', async () => {
    const { view, update } = mount(lineOption, { large: true });
    const el = view.getByTestId('echart');
    await waitFor(() => expect(echarts.getInstanceByDom(el)).toBeDefined());
    await waitFor(() => {
      const series = (echarts.getInstanceByDom(el)!.getOption() as { series: Record<string, unknown>[] }).series;
      expect(series[0]).toMatchObject({ large: true, sampling: 'lttb' });
    });
    // A chart type loaded after the instance was made re-creates it once (see the test below); then updates are in place.
    update({ xAxis: { type: 'category', data: ['a'] }, yAxis: {}, series: [{ type: 'bar', data: [4] }] }, { notMerge: true });
    const seriesTypes = () => ((echarts.getInstanceByDom(el)?.getOption() as { series?: { type: string }[] } | undefined)?.series ?? []).map((x) => x.type);
    await waitFor(() => expect(seriesTypes()).toEqual(['bar']));
    const instance = echarts.getInstanceByDom(el)!;
    update({ xAxis: { type: 'category', data: ['a', 'b'] }, yAxis: {}, series: [{ type: 'line', data: [4, 5] }] }, { notMerge: true });
    await waitFor(() => expect(seriesTypes()).toEqual(['line']));
    expect(echarts.getInstanceByDom(el)).toBe(instance); // updated in place, not re-created
  });

  it('draws a chart type the option only names after the instance exists (a live curve starting empty)', async () => {
    const empty = { xAxis: { type: 'time' }, yAxis: { type: 'value' }, legend: { data: [] }, series: [] };
    const { view, update } = mount(empty, { notMerge: true });
    const el = view.getByTestId('echart');
    await waitFor(() => expect(echarts.getInstanceByDom(el)).toBeDefined());
    update(
      {
        ...empty,
        series: [
          {
            type: 'effectScatter',
            data: [
              [1_700_000_000_000, 1],
              [1_700_000_005_000, 3],
            ],
          },
        ],
      },
      { notMerge: true },
    );
    await waitFor(() => expect(el.querySelectorAll('svg path').length).toBeGreaterThan(2), { timeout: 3000 });
    const drawn = () => [...el.querySelectorAll('svg path')].filter((p) => /A|C/.test(p.getAttribute('d') ?? '')).length;
    await waitFor(() => expect(drawn()).toBeGreaterThan(0), { timeout: 3000 });
  });

  it('re-creates the instance with the other theme when the shell theme switches', async () => {
    document.documentElement.dataset.theme = 'blue';
    const { view } = mount(lineOption);
    const el = view.getByTestId('echart');
    await waitFor(() => expect(echarts.getInstanceByDom(el)).toBeDefined());
    const first = echarts.getInstanceByDom(el)!;
    await act(async () => {
      document.documentElement.dataset.theme = 'white';
    });
    await waitFor(() => expect(first.isDisposed()).toBe(true));
    await waitFor(() => expect(echarts.getInstanceByDom(el)).toBeDefined());
    view.unmount();
    delete document.documentElement.dataset.theme;
  });

  it('keeps echarts out of the static import graph of core', () => {
    const dir = join(__dirname, '..', '..', '..', 'core', 'src');
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'));
    const offenders = files.filter((f) => /^\s*import\s[^(]*from\s+['"]echarts/m.test(readFileSync(join(dir, f), 'utf8').replace(/^import type .*$/gm, '')));
    expect(offenders).toEqual([]);
  });
});
