import { describe, expect, it } from 'vitest';
import {
  bindSource,
  commandParamsError,
  controlDefaults,
  patchMapping,
  patchSeries,
  validateControl,
} from '../../../extensions/chart-widgets/src/control/control-config';
import { attributeRequest, commandRequest, switchRequest, valueRequest, writableSources } from '../../../extensions/chart-widgets/src/control/send-payload';
import { chMessages, textOf } from './locale-text';

describe('control widgets', () => {
  it('switch: name, data source, on and off values with the control messages', () => {
    const c = patchMapping(controlDefaults('switch'), { on: '', off: '' });
    expect(chMessages(validateControl(c))).toEqual(['名称不能为空！', '请选择数据源！', '开启的值不能为空！', '关闭的值不能为空！']);
    expect(validateControl(bindSource({ ...controlDefaults('switch'), name: 's' }, 'relay'))).toEqual([]);
  });

  it('slider defaults to max 100, step 1', () => {
    const s = controlDefaults('slider').series[0];
    expect(s.mapping.max).toBe(100);
    expect(s.mapping.step).toBe(1);
    expect(chMessages(validateControl(controlDefaults('slider')))).toEqual(['名称不能为空！', '请选择数据源！']);
  });

  it('sendAttribute has its four messages', () => {
    const c = patchSeries(controlDefaults('sendAttribute'), { dataType: '' });
    expect(chMessages(validateControl(c))).toEqual(['组件名称不能为空', '属性标识符不能为空', '参数类型不能为空', '参数不能为空']);
    const ok = patchSeries({ ...controlDefaults('sendAttribute'), name: 'a' }, { identifier: 'level', dataType: 'number', params: '5' });
    expect(validateControl(ok)).toEqual([]);
    expect(attributeRequest(ok)).toEqual({ kind: 'attribute', payload: { level: 5 } });
  });

  it('sendCommand params must be a JSON object', () => {
    expect(textOf(commandParamsError('{bad')!)).toBe('请输入正确的JSON对象');
    expect(textOf(commandParamsError('[1,2]')!)).toBe('命令参数必须是JSON对象格式');
    expect(textOf(commandParamsError('42')!)).toBe('命令参数必须是JSON对象格式');
    expect(textOf(commandParamsError('null')!)).toBe('命令参数必须是JSON对象格式');
    expect(commandParamsError('{"a":1}')).toBeNull();
    const c = patchSeries({ ...controlDefaults('sendCommand'), name: 'reboot' }, { identifier: 'reboot', params: '{"delay":3}' });
    expect(validateControl(c)).toEqual([]);
    expect(commandRequest(c)).toEqual({ kind: 'command', payload: { method: 'reboot', params: { delay: 3 } } });
  });

  it('switch and value requests carry typed values for the bound key', () => {
    const c = bindSource({ ...controlDefaults('switch'), name: 's' }, 'relay');
    expect(switchRequest(c, 'relay', true)).toEqual({ kind: 'attribute', payload: { relay: 1 } });
    expect(switchRequest(c, 'relay', false)).toEqual({ kind: 'attribute', payload: { relay: 0 } });
    const v = bindSource(controlDefaults('setValue'), 'mode');
    expect(valueRequest(v, 'eco').payload).toEqual({ mode: 'eco' });
    expect(valueRequest(v, '12').payload).toEqual({ mode: 12 });
  });

  it('scene control needs at least one data source and on/off values', () => {
    expect(chMessages(validateControl({ ...controlDefaults('sceneControl'), name: 'x' }))).toEqual(['请选择数据源！']);
    expect(validateControl({ ...controlDefaults('sceneControl'), name: 'x', mapping: ['a', 'b'] })).toEqual([]);
  });

  it('only read-write data sources are offered to controls', () => {
    const ds = [
      { name: 'a', title: 'A', readWrite: 'r' as const, property: { name: 'a' } },
      { name: 'b', title: 'B', readWrite: 'rw' as const, property: { name: 'b' } },
    ];
    expect(writableSources(ds).map((d) => d.name)).toEqual(['b']);
  });
});
