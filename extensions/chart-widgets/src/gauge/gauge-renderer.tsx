import { EChart, type WidgetRendererProps } from '@tessera/sdk';
import { WidgetCard } from '../common/widget-card';
import type { GaugeConfig } from './gauge-config';
import { buildGaugeOption } from './gauge-option';

export function GaugeRenderer({ config, data, height = 240 }: WidgetRendererProps<GaugeConfig>) {
  const chartHeight = Math.max(height - 28, 80);
  return (
    <WidgetCard config={config} height={height}>
      <div className="tessera-widget-title">{config.name}</div>
      <EChart option={buildGaugeOption(config, data.values, chartHeight)} height={chartHeight} charts={['gauge']} />
    </WidgetCard>
  );
}
