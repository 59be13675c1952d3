import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExtensionHarness } from '@tessera/sdk/harness';
import { describe, expect, it, vi } from 'vitest';
import { editorHarness, openWizard } from './harness';

const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** Info filled, a standard model chosen, now on the chart step. */
async function toCharts(h: ExtensionHarness, props = {}) {
  openWizard(h, props);
  fireEvent.change(screen.getByLabelText(/插件名称/), { target: { value: 'My sensor' } });
  fireEvent.change(screen.getByLabelText(/插件分类/), { target: { value: 'sensor' } });
  fireEvent.click(button('下一步'));
  fireEvent.click(screen.getByLabelText('标准物模型'));
  fireEvent.click(await screen.findByText('温湿度'));
  fireEvent.click(button('下一步'));
  await screen.findByTestId('chart-palette');
}

async function bindGauge(name: string) {
  fireEvent.click(screen.getByRole('button', { name: '仪表盘' }));
  const dialog = await screen.findByTestId('widget-config');
  fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: name } });
  fireEvent.click(within(screen.getByRole('dialog', { name: /仪表盘/ })).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByTestId('widget-config')).toBeNull());
}

describe('chart step', () => {
  it('shows the seven category tabs and the custom button; report and other are empty', async () => {
    const h = await editorHarness();
    await toCharts(h);
    for (const c of ['仪表盘', '信息', '历史', '控制', '报表', '视频', '其他']) expect(screen.getByRole('tab', { name: c })).toBeTruthy();
    expect(button('自定义')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '报表' }));
    expect(await screen.findByText('暂无组件')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '控制' }));
    expect(within(screen.getByTestId('chart-palette')).getByText('开关')).toBeTruthy();
  });

  it('next is blocked with 至少绑定一个图表！ until a chart is bound', async () => {
    const h = await editorHarness();
    await toCharts(h);
    fireEvent.click(button('下一步'));
    expect((await screen.findByTestId('step-error')).textContent).toBe('至少绑定一个图表！');
  });

  it('the config dialog validates; a new chart gets an id and is appended; editing replaces; the close icon removes', async () => {
    const h = await editorHarness();
    await toCharts(h);
    fireEvent.click(screen.getByRole('button', { name: '仪表盘' }));
    const dialog = await screen.findByRole('dialog', { name: /仪表盘/ });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findAllByText('名称不能为空！')).length).toBeGreaterThan(0);
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: 'G1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByTestId('widget-config')).toBeNull());
    await bindGauge('G2');
    const bound = screen.getByTestId('bound-charts');
    const cards = () => bound.querySelectorAll('[data-chart-id]');
    expect(cards()).toHaveLength(2);
    const ids = [...cards()].map((c) => c.getAttribute('data-chart-id'));
    expect(ids.every((id) => /^[A-Za-z0-9]{12}$/.test(id!))).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
    fireEvent.click(within(bound).getByText('G1'));
    const edit = await screen.findByTestId('widget-config');
    fireEvent.change(within(edit).getByLabelText('名称'), { target: { value: 'G1 renamed' } });
    fireEvent.click(within(screen.getByRole('dialog', { name: /仪表盘/ })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(bound).getByText('G1 renamed')).toBeTruthy());
    expect(cards()).toHaveLength(2);
    expect(cards()[0].getAttribute('data-chart-id')).toBe(ids[0]);
    fireEvent.click(within(cards()[0] as HTMLElement).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0].getAttribute('data-chart-id')).toBe(ids[1]);
  });

  it('the scene control dialog is 665 px wide', async () => {
    const h = await editorHarness();
    await toCharts(h);
    fireEvent.click(screen.getByRole('tab', { name: '控制' }));
    fireEvent.click(screen.getByRole('button', { name: '场景控制' }));
    const dialog = await screen.findByRole('dialog', { name: /场景控制/ });
    expect((dialog as HTMLElement).style.width).toBe('665px');
  });
});

describe('publish step', () => {
  async function toPublish(h: ExtensionHarness, props = {}) {
    await toCharts(h, props);
    await bindGauge('G1');
    fireEvent.click(button('下一步'));
    return (await screen.findByLabelText('插件配置（JSON）')) as HTMLTextAreaElement;
  }

  it('shows the whole config as JSON in 26 rows; save shown, next hidden', async () => {
    const h = await editorHarness();
    const text = await toPublish(h);
    expect(text.rows).toBe(26);
    const json = JSON.parse(text.value);
    expect(Object.keys(json)).toEqual(['info', 'tsl', 'chart', 'publish']);
    expect(json.tsl.option).toEqual({ classify: 'standard', tslValue: ['ambient', 'temperature_and_humidity'], catValue: 'ambient' });
    expect(json.chart).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    expect(button('保存')).toBeTruthy();
    expect(button('如有修改，请check后提交')).toBeTruthy();
  });

  it('invalid JSON → JSON配置不合法 and nothing is submitted', async () => {
    const h = await editorHarness();
    const text = await toPublish(h);
    fireEvent.change(text, { target: { value: '{"info": ' } });
    fireEvent.click(button('如有修改，请check后提交'));
    expect((await screen.findByTestId('step-error')).textContent).toBe('JSON配置不合法');
    expect(h.http.callsTo('/device/model/tsl/create')).toHaveLength(0);
  });

  it('publish submits isPus true without info.id, shows the server message, and stays busy for 3 s', async () => {
    const h = await editorHarness();
    const text = await toPublish(h);
    const edited = JSON.parse(text.value);
    edited.info.id = 'should-go';
    edited.info.author = 'Ada';
    fireEvent.change(text, { target: { value: JSON.stringify(edited) } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(button('如有修改，请check后提交'));
      await waitFor(() => expect(h.http.callsTo('/device/model/tsl/create')).toHaveLength(1));
      const body = h.http.lastBody('/device/model/tsl/create');
      const sent = JSON.parse(body.chart_data);
      expect(sent.info.id).toBeUndefined();
      expect(sent.info.author).toBe('Ada');
      expect(sent.publish.isPus).toBe(true);
      expect(body).toMatchObject({ model_name: 'My sensor', model_type: 'sensor', author: 'Ada', issued: 1 });
      await waitFor(() => expect(h.notifier.messages('success')).toEqual(['添加成功']));
      expect(button('保存').hasAttribute('disabled')).toBe(true);
      await vi.advanceTimersByTimeAsync(3000);
      await waitFor(() => expect(button('保存').hasAttribute('disabled')).toBe(false));
    } finally {
      vi.useRealTimers();
    }
  });

  it('editing a saved model waits for key pair and value pair fetched with device_model_id', async () => {
    const h = await editorHarness();
    let release!: (v: unknown) => void;
    h.http.on('/device/model/tsl/get-value-pair', () => new Promise((r) => (release = r)));
    const row = {
      id: 'm7',
      model_name: 'Old',
      model_type: 'sensor',
      author: '',
      version: '',
      describe: '',
      issued: 0 as const,
      chart_data: JSON.stringify({ info: { pluginName: 'Old', pluginCategory: 'sensor' } }),
    };
    openWizard(h, { row });
    fireEvent.click(button('跳过'));
    await bindGauge('G');
    fireEvent.click(button('下一步'));
    expect(await screen.findByTestId('publish-waiting')).toBeTruthy();
    expect(h.http.lastBody('/device/model/tsl/get-key-pair')).toEqual({ device_model_id: 'm7' });
    expect(h.http.lastBody('/device/model/tsl/get-value-pair')).toEqual({ device_model_id: 'm7' });
    release({ temperature: { '1': 'high' } });
    const text = (await screen.findByLabelText('插件配置（JSON）', {}, { timeout: 2500 })) as HTMLTextAreaElement;
    const json = JSON.parse(text.value);
    expect(json.tsl.value_pair).toEqual({ temperature: { '1': 'high' } });
    expect(json.info.id).toBe('m7');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(h.http.lastBody('/device/model/tsl/update')?.id).toBe('m7'));
    expect(JSON.parse(h.http.lastBody('/device/model/tsl/update').chart_data).info.id).toBeUndefined();
  });
});
