import { EChart, useHistory, type WidgetRendererProps } from '@tessera/sdk';
import { WidgetCard } from '../common/widget-card';
import { buildHistoryOption, type HistoryConfig } from './history-config';

/** The curves come from `useHistory`: the host's curves when it holds them, else the devices' stored and live points. */
export function HistoryRenderer(props: WidgetRendererProps<HistoryConfig>) {
  const { config, data, height = 300 } = props;
  const { series, loading } = useHistory(props);
  const chartHeight = Math.max(height - 28, 120);
  const points = Object.values(series).reduce((n, curve) => n + curve.length, 0);
  return (
    <WidgetCard config={config} height={height}>
      <div className="tessera-widget-title">{config.name}</div>
      <div data-testid="history-widget" data-loading={loading ? 'true' : 'false'} data-points={points}>
        <EChart option={buildHistoryOption(config, series, data.titles)} height={chartHeight} charts={['line']} large notMerge />
      </div>
    </WidgetCard>
  );
}
