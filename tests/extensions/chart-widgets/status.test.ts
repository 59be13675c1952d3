import { describe, expect, it } from 'vitest';
import { addRule, compare, removeRule, statusDefaults, statusViewModel, validateStatus } from '../../../extensions/chart-widgets/src/status/status-config';
import { COMPARISONS } from '../../../extensions/chart-widgets/src/common/constants';
import { chMessages } from './locale-text';

describe('status widget', () => {
  it('offers the comparisons == > >= < <= !=', () => {
    expect([...COMPARISONS]).toEqual(['==', '>', '>=', '<', '<=', '!=']);
  });

  it('requires name and data source with the spec messages', () => {
    expect(chMessages(validateStatus(statusDefaults()))).toEqual(['名称不能为空', '数据源不能为空']);
    expect(chMessages(validateStatus({ ...statusDefaults(), name: 'x' }))).toEqual(['数据源不能为空']);
    expect(validateStatus({ ...statusDefaults(), name: 'x', mapping: ['t'] })).toEqual([]);
  });

  it('the only rule cannot be deleted', () => {
    const one = statusDefaults();
    expect(removeRule(one, 0).series.rules).toHaveLength(1);
    const two = addRule(one);
    expect(two.series.rules).toHaveLength(2);
    expect(removeRule(two, 0).series.rules).toHaveLength(1);
  });

  it.each([
    [5, '>', '3', true],
    [5, '>=', '5', true],
    [5, '<', '5', false],
    [5, '<=', '5', true],
    ['on', '==', 'on', true],
    ['on', '!=', 'on', false],
    [10, '==', '10', true],
  ] as const)('compare(%s %s %s) = %s', (a, op, b, expected) => {
    expect(compare(a, op, b)).toBe(expected);
  });

  it('view model picks the first matching rule', () => {
    const c = { ...addRule(statusDefaults()), name: 'door', mapping: ['d'] };
    c.series.rules[0] = { comparison: '==', value: '1', label: 'open', color: '#f00', icon: 'unlock' };
    c.series.rules[1] = { comparison: '==', value: '0', label: 'closed', color: '#0f0', icon: 'lock' };
    expect(statusViewModel(c, { d: 0 }).rule?.label).toBe('closed');
    expect(statusViewModel(c, { d: '1' }).rule?.label).toBe('open');
    expect(statusViewModel(c, {}).rule).toBeNull();
  });
});
