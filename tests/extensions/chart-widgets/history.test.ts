import { describe, expect, it } from 'vitest';
import { buildHistoryOption, historyDefaults, validateHistory, withSources } from '../../../extensions/chart-widgets/src/history/history-config';
import { chMessages } from './locale-text';

describe('history widget', () => {
  it('requires name and at least one data source', () => {
    expect(chMessages(validateHistory(historyDefaults()))).toEqual(['名称不能为空', '请选择数据源']);
    expect(validateHistory(withSources({ ...historyDefaults(), name: 'h' }, ['t']))).toEqual([]);
  });

  it('one line series per chosen source', () => {
    const c = withSources(historyDefaults(), ['t', 'h']);
    expect(c.mapping).toEqual(['t', 'h']);
    expect(c.series).toEqual([
      { type: 'line', name: 't' },
      { type: 'line', name: 'h' },
    ]);
  });

  it('builds time-axis lines from {sysTime, data} with 1500 ms animation', () => {
    const c = withSources(historyDefaults(), ['t']);
    const option = buildHistoryOption(
      c,
      {
        t: [
          { sysTime: 1_700_000_010, data: 2 },
          { sysTime: 1_700_000_000_000, data: '1' },
        ],
      },
      { t: 'Temp' },
    ) as any;
    expect(option.animationDuration).toBe(1500);
    expect(option.xAxis.type).toBe('time');
    expect(option.series[0]).toMatchObject({ type: 'line', name: 'Temp' });
    // seconds and milliseconds read alike and sorted by time
    expect(option.series[0].data).toEqual([
      [1_700_000_000_000, 1],
      [1_700_000_010_000, 2],
    ]);
  });
});
