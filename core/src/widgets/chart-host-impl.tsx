import { inject, injectable } from 'inversify';
import type { ChartHost, EChartProps } from '@tessera/sdk';
import { EchartsLoader, type EchartsLoaderImpl } from './echarts-loader';
import { EChartView } from './echart-view';

/** The core-owned ECharts host behind the SDK's `<EChart>` (docs/ARCHITECTURE.md, 'Widgets'). */
@injectable()
export class ChartHostImpl implements ChartHost {
  readonly Component: (props: EChartProps) => React.JSX.Element;

  constructor(@inject(EchartsLoader) loader: EchartsLoaderImpl) {
    this.Component = function TesseraEChart(props: EChartProps) {
      return <EChartView {...props} loader={loader} />;
    };
  }
}
