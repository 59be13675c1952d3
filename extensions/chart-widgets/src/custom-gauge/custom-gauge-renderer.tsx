import type { WidgetRendererProps } from '@tessera/sdk';
import { WidgetCard } from '../common/widget-card';
import { boundValues, type CustomGaugeConfig } from './custom-gauge-config';
import { CustomGaugePreview } from './custom-gauge-preview';

/** On a device page the custom gauge shows live bound values through the user's option. */
export function CustomGaugeRenderer({ config, data, height = 240 }: WidgetRendererProps<CustomGaugeConfig>) {
  const chartHeight = Math.max(height - 28, 80);
  return (
    <WidgetCard config={config} height={height}>
      <div className="tessera-widget-title">{config.name}</div>
      <CustomGaugePreview code={config.series.option} value={boundValues(config, data.values)} height={chartHeight} />
    </WidgetCard>
  );
}
