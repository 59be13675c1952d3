import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from '@tessera/sdk';
import { WizardStore } from '../../../extensions/plugin-editor/src/model/wizard-store';
import { emptyProperty } from '../../../extensions/plugin-editor/src/model/data-type-defaults';
import { fakeApi } from './fake-api';
import { textOf } from './locale-text';

function filledStore(api = fakeApi(), row?: any) {
  const errors: string[] = [];
  const messages: string[] = [];
  const store = new WizardStore({ api: api as any, onError: (k) => errors.push(textOf(k)), onServerMessage: (m) => messages.push(m) }, row);
  return { store, errors, messages, api };
}

const chart = (id = ''): WidgetConfig => ({ id, name: 'g', controlType: 'dashboard', type: 'gauge', mapping: ['temp'] });

function toStep2(store: WizardStore) {
  store.setInfo({ pluginName: 'P', pluginCategory: 'sensor' });
  expect(store.next()).toBe(true);
  store.properties.startAdd();
  store.properties.setDraft({ title: 'Temperature', name: 'temp' });
  store.properties.commit();
  expect(store.next()).toBe(true);
}

afterEach(() => vi.useRealTimers());

describe('wizard steps', () => {
  it('step 0: next is blocked until name and category are filled', () => {
    const { store, errors } = filledStore();
    expect(store.isFirst).toBe(true);
    expect(store.next()).toBe(false);
    expect(store.step).toBe(0);
    expect(Object.keys(store.infoErrors).sort()).toEqual(['pluginCategory', 'pluginName']);
    expect(errors).toHaveLength(1);
    store.setInfo({ pluginName: 'P', pluginCategory: 'sensor' });
    expect(store.next()).toBe(true);
    expect(store.step).toBe(1);
  });

  it('previous does nothing on step 0 and goes back otherwise', () => {
    const { store } = filledStore();
    store.prev();
    expect(store.step).toBe(0);
    store.setInfo({ pluginName: 'P', pluginCategory: 'other' });
    store.next();
    store.prev();
    expect(store.step).toBe(0);
  });

  it('skip jumps to step 2 only after the info validates, and only from step 0', () => {
    const { store } = filledStore();
    expect(store.skip()).toBe(false);
    expect(store.step).toBe(0);
    store.setInfo({ pluginName: 'P', pluginCategory: 'camera' });
    expect(store.skip()).toBe(true);
    expect(store.step).toBe(2);
    expect(store.skip()).toBe(false);
  });

  it('step 1 custom: 物模型不能为空！ without properties', () => {
    const { store, errors } = filledStore();
    store.setInfo({ pluginName: 'P', pluginCategory: 'sensor' });
    store.next();
    expect(store.next()).toBe(false);
    expect(errors.at(-1)).toBe('物模型不能为空！');
    expect(textOf(store.stepError!)).toBe('物模型不能为空！');
  });

  it('step 1 standard: 请选择标准物模型！ until one is chosen, which copies its thing model', () => {
    const { store, errors } = filledStore();
    store.setInfo({ pluginName: 'P', pluginCategory: 'sensor' });
    store.next();
    store.setClassify('standard');
    expect(store.next()).toBe(false);
    expect(errors.at(-1)).toBe('请选择标准物模型！');
    store.chooseStandard(['environment', 'temperature_and_humidity'], {
      value: 'temperature_and_humidity',
      label: 'T&H',
      tsl: { properties: [{ ...emptyProperty(), title: 'T', name: 'temp' }], services: [], events: [] },
    });
    expect(store.properties.rows.map((p) => p.name)).toEqual(['temp']);
    expect(store.option).toEqual({ classify: 'standard', tslValue: ['environment', 'temperature_and_humidity'], catValue: 'environment' });
    expect(store.next()).toBe(true);
  });

  it('a custom edit marks the option custom', () => {
    const { store } = filledStore();
    store.chooseStandard(['a', 'b'], { value: 'b', label: 'b', tsl: { properties: [{ ...emptyProperty(), title: 'T', name: 't' }] } });
    expect(store.option.classify).toBe('standard');
    store.properties.remove(0);
    expect(store.option.classify).toBe('custom');
  });

  it('step 2: 至少绑定一个图表！ until a chart is bound', () => {
    const { store, errors } = filledStore();
    toStep2(store);
    expect(store.next()).toBe(false);
    expect(errors.at(-1)).toBe('至少绑定一个图表！');
    store.saveChart(chart());
    expect(store.next()).toBe(true);
    expect(store.isLast).toBe(true);
    expect(store.next()).toBe(false);
  });

  it('data sources come from the properties', () => {
    const { store } = filledStore();
    toStep2(store);
    expect(store.dataSources).toEqual([{ name: 'temp', title: 'Temperature', readWrite: 'r', property: { name: 'temp', unit: undefined } }]);
  });
});

describe('chart edit rules', () => {
  it('no id: a new 12-character id is appended; an id replaces; delete removes', () => {
    const { store } = filledStore();
    store.saveChart(chart());
    store.saveChart(chart());
    expect(store.chart).toHaveLength(2);
    const [a, b] = store.chart;
    expect(a.id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(a.id).not.toBe(b.id);
    store.saveChart({ ...a, name: 'renamed' });
    expect(store.chart).toHaveLength(2);
    expect(store.chart[0].name).toBe('renamed');
    store.removeChart(a.id);
    expect(store.chart.map((c) => c.id)).toEqual([b.id]);
  });
});

describe('publish', () => {
  async function toPublish(row?: any, api = fakeApi()) {
    const ctx = filledStore(api, row);
    toStep2(ctx.store);
    ctx.store.saveChart(chart());
    ctx.store.next();
    return ctx;
  }

  it('a new model computes the pairs locally and builds the JSON at once', async () => {
    const { store, api } = await toPublish();
    expect(store.pollPairs()).toBe(true);
    const json = JSON.parse(store.jsonText);
    expect(Object.keys(json)).toEqual(['info', 'tsl', 'chart', 'publish']);
    expect(json.tsl.key_pair).toEqual({ temp: 'Temperature' });
    expect(api.getKeyPair).not.toHaveBeenCalled();
  });

  it('an existing model waits for key pair and value pair fetched with device_model_id', async () => {
    let release!: (v: Record<string, string>) => void;
    const api = fakeApi({ getKeyPair: vi.fn(() => new Promise((r) => (release = r))) });
    const row = {
      id: 'm9',
      model_name: 'P',
      model_type: 'sensor',
      author: '',
      version: '',
      describe: '',
      issued: 0,
      chart_data: JSON.stringify({ info: { pluginName: 'P', pluginCategory: 'sensor' } }),
    };
    const { store } = await toPublish(row, api);
    expect(api.getKeyPair).toHaveBeenCalledWith('m9');
    expect(api.getValuePair).toHaveBeenCalledWith('m9');
    await Promise.resolve();
    expect(store.pollPairs()).toBe(false);
    expect(store.jsonText).toBe('');
    release({ temp: 'T' });
    await vi.waitFor(() => expect(store.pollPairs()).toBe(true));
    expect(JSON.parse(store.jsonText).info.id).toBe('m9');
  });

  it('invalid JSON: JSON配置不合法 and nothing is sent', async () => {
    const { store, api, errors } = await toPublish();
    store.pollPairs();
    store.setJsonText('{ not json');
    expect(await store.publishPlugin()).toBe(false);
    expect(errors.at(-1)).toBe('JSON配置不合法');
    expect(api.create).not.toHaveBeenCalled();
    store.setJsonText('[1,2]');
    expect(await store.save()).toBe(false);
    expect(api.create).not.toHaveBeenCalled();
  });

  it('publish removes info.id, sets publish.isPus, shows the server message and holds the busy flag 3 s', async () => {
    vi.useFakeTimers();
    const row = { id: 'm9', model_name: 'P', model_type: 'sensor', author: '', version: '', describe: '', issued: 0, chart_data: '{}' };
    const { store, api, messages } = await toPublish(row);
    await vi.waitFor(() => expect(store.pollPairs()).toBe(true));
    expect(JSON.parse(store.jsonText).info.id).toBe('m9');
    const done = store.publishPlugin();
    expect(store.saving).toBe(true);
    expect(await done).toBe(true);
    const body = api.update.mock.calls[0][0];
    expect(body.id).toBe('m9');
    const sent = JSON.parse(body.chart_data);
    expect(sent.info.id).toBeUndefined();
    expect(sent.publish.isPus).toBe(true);
    expect(body.issued).toBe(1);
    expect(messages).toEqual(['修改成功']);
    expect(store.saving).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(store.saving).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.saving).toBe(false);
  });

  it('save of a new model creates it, keeps isPus false, and later saves update it', async () => {
    vi.useFakeTimers();
    const { store, api } = await toPublish();
    store.pollPairs();
    expect(await store.save()).toBe(true);
    expect(JSON.parse(api.create.mock.calls[0][0].chart_data).publish.isPus).toBe(false);
    expect(store.modelId).toBe('m1');
    expect(await store.save()).toBe(false); // busy
    await vi.advanceTimersByTimeAsync(3000);
    expect(await store.save()).toBe(true);
    expect(api.update).toHaveBeenCalledTimes(1);
  });

  it('a non-200 answer shows no success message', async () => {
    const api = fakeApi({ create: vi.fn(async () => ({ code: 400, message: 'bad', data: null })) });
    const { store, messages } = await toPublish(undefined, api);
    store.pollPairs();
    expect(await store.publishPlugin()).toBe(false);
    expect(messages).toEqual([]);
  });
});
