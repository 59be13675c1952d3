import { EChart, type WidgetRendererProps } from '@tessera/sdk';
import { WidgetCard } from '../common/widget-card';
import { buildHistoryOption, type HistoryConfig } from './history-config';

export function HistoryRenderer({ config, data, height = 300 }: WidgetRendererProps<HistoryConfig>) {
  const chartHeight = Math.max(height - 28, 120);
  return (
    <WidgetCard config={config} height={height}>
      <div className="tessera-widget-title">{config.name}</div>
      <EChart option={buildHistoryOption(config, data.history, data.titles)} height={chartHeight} charts={['line']} large notMerge />
    </WidgetCard>
  );
}
