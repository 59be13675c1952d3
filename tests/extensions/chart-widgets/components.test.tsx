import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataSourceItem, WidgetDefinition } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import manifest from '../../../extensions/chart-widgets/extension.json';
import { bindSource, controlDefaults, patchSeries } from '../../../extensions/chart-widgets/src/control/control-config';
import { widgetHarness } from './harness';

const sources: DataSourceItem[] = [
  { name: 'temp', title: 'Temperature', readWrite: 'r', property: { name: 'temp', unit: '°C' } },
  { name: 'relay', title: 'Relay', readWrite: 'rw', property: { name: 'relay' } },
];

function editorOf(def: WidgetDefinition<any>) {
  if (!def.Editor) throw new Error(`${def.type} has no Editor`);
  return def.Editor;
}

describe('chart-widgets registration', () => {
  it('registers every type its manifest declares, with optionsVersion 1', async () => {
    const h = await widgetHarness();
    const declared = manifest.contributes.widgets.map((w) => w.type).sort();
    expect(
      h.widgets
        .list()
        .map((w) => w.type)
        .sort(),
    ).toEqual(declared);
    for (const w of manifest.contributes.widgets) {
      expect(h.widgets.get(w.type)?.category).toBe(w.category);
      expect(h.widgets.get(w.type)?.optionsVersion).toBe(1);
    }
    expect(h.widgets.list('report')).toEqual([]);
    expect(h.widgets.list('other')).toEqual([]);
  });
});

describe('renderers', () => {
  it('gauge renders through the chart host with the pure option', async () => {
    const h = await widgetHarness();
    const def = h.widgets.get('gauge')!;
    const config = def.defaults() as any;
    config.name = 'Temp';
    config.series.gauges[0].value = 'temp';
    const R = def.Renderer;
    h.render(<R config={config} data={{ values: { temp: 42 } }} height={240} />);
    expect(screen.getByText('Temp')).toBeTruthy();
    const option = h.charts.lastOption as any;
    expect(option.series[0].data[0].value).toBe(42);
  });

  it('status shows the matching rule label', async () => {
    const h = await widgetHarness();
    const def = h.widgets.get('status')!;
    const config = { ...(def.defaults() as any), name: 'Door', mapping: ['d'] };
    config.series.rules = [{ comparison: '>', value: '10', label: 'HOT', color: '#f00', icon: 'flame' }];
    const R = def.Renderer;
    h.render(<R config={config} data={{ values: { d: 12 } }} />);
    expect(screen.getByTestId('status-label').textContent).toBe('HOT');
  });

  it('a send locks its button until the callback resolves', async () => {
    const h = await widgetHarness();
    const def = h.widgets.get('sendCommand')!;
    const config = patchSeries({ ...controlDefaults('sendCommand'), name: 'Reboot' }, { identifier: 'reboot', params: '{"delay":1}' });
    let resolve!: () => void;
    const sent: unknown[] = [];
    const send = (kind: string, payload: Record<string, unknown>) => {
      sent.push({ kind, payload });
      return new Promise<void>((r) => (resolve = r));
    };
    const R = def.Renderer;
    h.render(<R config={config} data={{ values: {} }} send={send} />);
    const button = screen.getByRole('button', { name: /下发命令/ });
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    fireEvent.click(button);
    expect(sent).toEqual([{ kind: 'command', payload: { method: 'reboot', params: { delay: 1 } } }]);
    await act(async () => resolve());
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it('video plays the configured source url', async () => {
    const h = await widgetHarness();
    const def = h.widgets.get('video')!;
    const R = def.Renderer;
    h.render(
      <R
        config={{ ...(def.defaults() as any), name: 'Cam', series: { src: 'https://cam.example/a.mp4', autoplay: true, muted: true } }}
        data={{ values: {} }}
      />,
    );
    expect(screen.getByTestId('stream-player').getAttribute('src')).toBe('https://cam.example/a.mp4');
  });
});

describe('editors', () => {
  it('show the validate() messages in Chinese beside the fields', async () => {
    const h = await widgetHarness();
    const def = h.widgets.get('textInfo')!;
    const config = def.defaults();
    const E = editorOf(def);
    h.render(<E config={config} dataSources={sources} onChange={() => {}} errors={def.validate(config)} />);
    expect(screen.getByText('请输入组件名称')).toBeTruthy();
    expect(screen.getByText('请输入信息')).toBeTruthy();
    expect(screen.getByText('请选择数据源')).toBeTruthy();
  });

  it('send command shows the JSON syntax message', async () => {
    const h = await widgetHarness();
    const def = h.widgets.get('sendCommand')!;
    const config = patchSeries({ ...controlDefaults('sendCommand'), name: 'x' }, { identifier: 'i', params: '{oops' });
    const E = editorOf(def);
    h.render(<E config={config} dataSources={sources} onChange={() => {}} errors={def.validate(config)} />);
    expect(screen.getByText('请输入正确的JSON对象')).toBeTruthy();
  });

  it('control pickers disable data sources that are not read-write', async () => {
    const h = await widgetHarness();
    const def = h.widgets.get('switch')!;
    const E = editorOf(def);
    h.render(<E config={bindSource(controlDefaults('switch'), '')} dataSources={sources} onChange={() => {}} errors={[]} />);
    const select = screen.getByLabelText('数据源') as HTMLSelectElement;
    const option = (name: string) => within(select).getByText(new RegExp(name)) as HTMLOptionElement;
    expect(option('Temperature').disabled).toBe(true);
    expect(option('Relay').disabled).toBe(false);
  });

  it('status: the only rule cannot be deleted', async () => {
    const h = await widgetHarness();
    const def = h.widgets.get('status')!;
    let config = def.defaults();
    const E = editorOf(def);
    const { rerender } = h.render(<E config={config} dataSources={sources} onChange={(c) => (config = c)} errors={[]} />);
    expect(screen.getByRole('button', { name: '删除规则' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText('添加规则'));
    rerender(<E config={config} dataSources={sources} onChange={(c) => (config = c)} errors={[]} />);
    const deletes = screen.getAllByRole('button', { name: '删除规则' });
    expect(deletes).toHaveLength(2);
    expect(deletes.every((b) => !b.hasAttribute('disabled'))).toBe(true);
  });

  it('custom gauge dialog has option, simulation, binding and UI tabs', async () => {
    const h = await widgetHarness();
    const def = h.widgets.get('customGauge')!;
    const E = editorOf(def);
    h.render(<E config={def.defaults()} dataSources={sources} onChange={() => {}} errors={[]} />);
    for (const tab of ['配置项', '随机模拟数据', '数据绑定', 'UI']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '随机模拟数据' }));
    expect(screen.getByRole('slider')).toBeTruthy();
    expect((screen.getByLabelText('数据生成函数 1') as HTMLTextAreaElement).value).toContain('Math.random() * 60');
  });
});
