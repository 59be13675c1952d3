import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorHarness, openWizard } from './harness';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const queryButton = (name: string | RegExp) => screen.queryByRole('button', { name });

function fillInfo() {
  fireEvent.change(screen.getByLabelText(/插件名称/), { target: { value: 'My sensor' } });
  fireEvent.change(screen.getByLabelText(/插件分类/), { target: { value: 'sensor' } });
}

async function addProperty(title: string, name: string) {
  fireEvent.click(button('添加'));
  const row = await screen.findByTestId('editing-row');
  fireEvent.change(within(row).getByLabelText('属性名称'), { target: { value: title } });
  fireEvent.change(within(row).getByLabelText('属性标识符'), { target: { value: name } });
  fireEvent.click(within(row).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.queryByTestId('editing-row')).toBeNull());
}

describe('wizard dialog', () => {
  it('is titled, 1300 px wide, has no close icon and shows the four steps', async () => {
    const h = await editorHarness();
    openWizard(h);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('自定义设备插件')).toBeTruthy();
    expect((dialog as HTMLElement).style.width).toBe('1300px');
    expect(dialog.querySelector('.bp6-dialog-close-button, [aria-label="Close"]')).toBeNull();
    for (const s of ['设备信息', '设备模型', '图表', '保存']) expect(within(dialog).getAllByText(new RegExp(s)).length).toBeGreaterThan(0);
  });

  it('step 0: previous disabled, skip and next shown, save hidden; next blocked until name and category', async () => {
    const h = await editorHarness();
    openWizard(h);
    expect(button('上一步').hasAttribute('disabled')).toBe(true);
    expect(button('跳过')).toBeTruthy();
    expect(queryButton('保存')).toBeNull();
    fireEvent.click(button('下一步'));
    expect((await screen.findAllByText('请输入插件名称')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('请选择插件分类').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/插件名称/)).toBeTruthy();
    fillInfo();
    fireEvent.click(button('下一步'));
    expect(await screen.findByText('自定义物模型')).toBeTruthy();
    expect(queryButton('跳过')).toBeNull();
    expect(button('上一步').hasAttribute('disabled')).toBe(false);
  });

  it('skip jumps to the chart step only after the info validates', async () => {
    const h = await editorHarness();
    openWizard(h);
    fireEvent.click(button('跳过'));
    expect(await screen.findByTestId('step-error')).toBeTruthy();
    expect(screen.queryByTestId('chart-palette')).toBeNull();
    fillInfo();
    fireEvent.click(button('跳过'));
    expect(await screen.findByTestId('chart-palette')).toBeTruthy();
  });

  it('step 1: 物模型不能为空！ in custom mode and 请选择标准物模型！ in standard mode; choosing one fills a read-only table', async () => {
    const h = await editorHarness();
    openWizard(h);
    fillInfo();
    fireEvent.click(button('下一步'));
    fireEvent.click(button('下一步'));
    expect((await screen.findByTestId('step-error')).textContent).toBe('物模型不能为空！');
    fireEvent.click(screen.getByLabelText('标准物模型'));
    fireEvent.click(button('下一步'));
    await waitFor(() => expect(screen.getByTestId('step-error').textContent).toBe('请选择标准物模型！'));
    expect(screen.getByTestId('tsl-table-area').style.height).toBe('450px');
    fireEvent.click(await screen.findByText('温湿度'));
    const table = screen.getByTestId('property-table');
    expect(within(table).getByText('temperature')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.change(screen.getByLabelText('筛选标准物模型'), { target: { value: 'pm' } });
    fireEvent.click(await screen.findByText('环境传感器 / PM2.5'));
    expect(within(screen.getByTestId('property-table')).getByText('pm25')).toBeTruthy();
    fireEvent.click(button('下一步'));
    expect(await screen.findByTestId('chart-palette')).toBeTruthy();
  });

  it('table editing: one row at a time, first empty field focused, data type defaults, delete confirmed', async () => {
    const h = await editorHarness();
    openWizard(h);
    fillInfo();
    fireEvent.click(button('下一步'));
    fireEvent.click(button('添加'));
    const row = await screen.findByTestId('editing-row');
    expect(button('添加').hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect(document.activeElement).toBe(within(row).getByLabelText('属性名称'));
    fireEvent.change(within(row).getByLabelText('属性名称'), { target: { value: 'Temp' } });
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect(document.activeElement).toBe(within(row).getByLabelText('属性标识符'));
    fireEvent.change(within(row).getByLabelText('数据类型'), { target: { value: 'integer' } });
    expect(within(row).getByText('0-999')).toBeTruthy();
    expect((within(row).getByLabelText('单位') as HTMLInputElement).value).toBe('degree');
    fireEvent.change(within(row).getByLabelText('属性标识符'), { target: { value: 'temp' } });
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByTestId('editing-row')).toBeNull());
    await addProperty('Hum', 'hum');
    const table = screen.getByTestId('property-table');
    fireEvent.click(within(table).getAllByRole('button', { name: '编辑' })[0]);
    expect(screen.getAllByTestId('editing-row')).toHaveLength(1);
    expect(
      within(table)
        .getAllByRole('button', { name: '编辑' })
        .every((b) => b.hasAttribute('disabled')),
    ).toBe(true);
    fireEvent.click(within(screen.getByTestId('editing-row')).getByRole('button', { name: '取消' }));
    h.notifier.confirmAnswer = false;
    fireEvent.click(within(table).getAllByRole('button', { name: '删除' })[0]);
    await waitFor(() => expect(h.notifier.records.at(-1)).toMatchObject({ kind: 'confirm', message: '删除该属性, 是否继续?', options: { title: '提示' } }));
    expect(within(table).getByText('temp')).toBeTruthy();
    h.notifier.confirmAnswer = true;
    fireEvent.click(within(table).getAllByRole('button', { name: '删除' })[0]);
    await waitFor(() => expect(within(table).queryByText('temp')).toBeNull());
    expect(within(table).getByText('hum')).toBeTruthy();
  });

  it('param dialog: three required messages, default type text', async () => {
    const h = await editorHarness();
    openWizard(h);
    fillInfo();
    fireEvent.click(button('下一步'));
    fireEvent.click(screen.getByRole('tab', { name: '服务' }));
    fireEvent.click(button('添加'));
    fireEvent.click(within(await screen.findByTestId('editing-row')).getByRole('button', { name: '添加参数' }));
    const dialog = await screen.findByRole('dialog', { name: /添加参数/ });
    expect((within(dialog).getByLabelText(/数据类型/) as HTMLSelectElement).value).toBe('text');
    fireEvent.change(within(dialog).getByLabelText(/数据类型/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const m of ['请输入参数名称', '请输入命令内容', '请输入数据类型']) expect(within(dialog).getByText(m)).toBeTruthy();
  });

  it('advanced mode edits in a dialog with the description limited to 50 characters', async () => {
    const h = await editorHarness();
    openWizard(h);
    fillInfo();
    fireEvent.click(button('下一步'));
    fireEvent.click(screen.getByText('高级模式'));
    fireEvent.click(button('添加'));
    const desc = (await screen.findByLabelText('描述')) as HTMLTextAreaElement;
    expect(desc.maxLength).toBe(50);
    fireEvent.change(desc, { target: { value: 'x'.repeat(80) } });
    expect(desc.value).toHaveLength(50);
    expect((screen.getByLabelText('取值范围') as HTMLInputElement).value).toBe('0-999');
  });
});
