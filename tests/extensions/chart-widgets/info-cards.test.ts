import { describe, expect, it } from 'vitest';
import { deviceOnline, deviceStatusDefaults, validateDeviceStatus } from '../../../extensions/chart-widgets/src/device-status/device-status-config';
import { signalState, signalStatusDefaults, validateSignalStatus } from '../../../extensions/chart-widgets/src/signal-status/signal-status-config';
import { textInfoDefaults, textInfoViewModel, validateTextInfo } from '../../../extensions/chart-widgets/src/text-info/text-info-config';
import { chMessages } from './locale-text';

describe('device status', () => {
  it('threshold default 60, minimum 5, required', () => {
    const c = deviceStatusDefaults();
    expect(c.series.thresholdTime).toBe(60);
    expect(validateDeviceStatus({ ...c, name: 'x' })).toEqual([]);
    expect(chMessages(validateDeviceStatus({ ...c, name: 'x', series: { thresholdTime: 4 } }))).toEqual(['阈值时间不能小于5']);
    expect(validateDeviceStatus({ ...c, name: 'x', series: { thresholdTime: 5 } })).toEqual([]);
    expect(chMessages(validateDeviceStatus({ ...c, series: { thresholdTime: null } }))).toEqual(['名称不能为空', '阈值时间不能为空']);
  });

  it('online when the last push is within the threshold, or by the server flag', () => {
    const c = deviceStatusDefaults();
    const now = 1_700_000_000_000;
    expect(deviceOnline(c, { systime: Math.floor((now - 30_000) / 1000) }, now)).toBe(true);
    expect(deviceOnline(c, { systime: now - 61_000 }, now)).toBe(false);
    expect(deviceOnline(c, { SYS_ONLINE: '1', systime: 0 }, now)).toBe(true);
    expect(deviceOnline(c, {}, now)).toBe(false);
  });
});

describe('signal status', () => {
  it('maps the value to on/off', () => {
    const c = { ...signalStatusDefaults(), mapping: ['s'] };
    expect(signalState(c, { s: 1 })).toBe('on');
    expect(signalState(c, { s: '0' })).toBe('off');
    expect(signalState(c, { s: 7 })).toBe('unknown');
    expect(chMessages(validateSignalStatus(signalStatusDefaults()))).toEqual(['名称不能为空', '数据源不能为空']);
  });
});

describe('text info', () => {
  it('requires name, label and data source with the spec messages', () => {
    expect(chMessages(validateTextInfo(textInfoDefaults()))).toEqual(['请输入组件名称', '请输入信息', '请选择数据源']);
    expect(validateTextInfo({ ...textInfoDefaults(), name: 'a', label: 'b', mapping: ['c'] })).toEqual([]);
  });

  it('view model shows the value or a dash', () => {
    const c = { ...textInfoDefaults(), label: 'Temp', mapping: ['t'] };
    expect(textInfoViewModel(c, { t: 3 })).toMatchObject({ label: 'Temp', value: '3' });
    expect(textInfoViewModel(c, {}).value).toBe('-');
  });
});
