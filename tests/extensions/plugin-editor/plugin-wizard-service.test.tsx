import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import manifest from '../../../extensions/plugin-editor/extension.json';
import { PLUGIN_WIZARD_KEY, PluginWizard } from '../../../extensions/plugin-editor/src/index';
import { editorHarness } from './harness';

const chart = {
  id: 'abcdefabcdef',
  type: 'status',
  name: '温度状态',
  mapping: ['temp'],
  series: { title: '', fontSize: 14, labelSize: 14, labelColor: '#fff', rules: [{ comparison: '>', value: '30', label: '过热', color: '#f00', icon: '' }] },
};
const saved = {
  id: 'm7',
  model_name: 'Thermo',
  model_type: 'sensor',
  author: '',
  version: '',
  describe: '',
  issued: 0,
  created_at: 1_700_000_000,
  chart_data: JSON.stringify({
    info: { pluginName: 'Thermo', pluginCategory: 'sensor', author: '', version: '', description: '', thumbImg: '' },
    tsl: {
      option: { classify: 'custom', tslValue: [], catValue: '' },
      key_pair: {},
      value_pair: {},
      properties: [{ title: '温度', name: 'temp', dataType: 'float', dataRange: '0-999', stepLength: 0.1, unit: '°C', readWrite: 'r', description: '' }],
      services: [],
      events: [],
    },
    chart: [chart],
    publish: { isPus: false },
  }),
};

async function wizardDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('自定义设备插件')).toBeTruthy();
  return dialog;
}

describe('the wizard as a service (for other extensions)', () => {
  // Each open() shows the dialog through the shell's OverlayHost, which takes it away shortly after it closes.
  afterEach(async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is declared in the manifest under the key other extensions resolve', () => {
    expect(Symbol.keyFor(PluginWizard)).toBe(PLUGIN_WIZARD_KEY);
    expect(manifest.provides.services).toEqual([{ token: PLUGIN_WIZARD_KEY }]);
  });

  it('open() shows the wizard over the page and resolves null when closed without saving', async () => {
    const h = await editorHarness();
    const wizard = h.ctx.get<PluginWizard>(PluginWizard);
    const result = wizard.open();
    const dialog = await wizardDialog();
    expect((within(dialog).getByLabelText(/插件名称/) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(result).resolves.toBeNull();
  });

  it('open(id) loads that model; publishing then closing resolves the saved row', async () => {
    const h = await editorHarness();
    h.http
      .on('/device/model/tsl/get-map', saved)
      .on('/device/model/tsl/update', (body: any) => ({ code: 200, message: '修改成功', data: { ...body, issued: 1 } }));
    const result = h.ctx.get<PluginWizard>(PluginWizard).open('m7');
    const dialog = await wizardDialog();
    expect(h.http.lastBody('/device/model/tsl/get-map')).toEqual({ id: 'm7' });
    expect((within(dialog).getByLabelText(/插件名称/) as HTMLInputElement).value).toBe('Thermo');
    for (let i = 0; i < 3; i++) fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    const submit = await within(dialog).findByRole('button', { name: '如有修改，请check后提交' });
    fireEvent.click(submit);
    await waitFor(() => expect(h.notifier.messages('success')).toContain('修改成功'));
    expect(h.http.lastBody('/device/model/tsl/update')).toMatchObject({ id: 'm7', model_name: 'Thermo', issued: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(result).resolves.toMatchObject({ id: 'm7', model_name: 'Thermo', issued: 1 });
  });
});
