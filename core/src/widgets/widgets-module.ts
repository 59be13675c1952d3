import { ContainerModule } from 'inversify';
import { ChartHost, WidgetRegistry } from '@tessera/sdk';
import { ChartHostImpl } from './chart-host-impl';
import { EchartsLoader, EchartsLoaderImpl } from './echarts-loader';
import { WidgetRegistryImpl } from './widget-registry-impl';

/** Chart widgets and the ECharts host (ARCHITECTURE §6). */
export const widgetsModule = new ContainerModule(({ bind }) => {
  bind(WidgetRegistry).to(WidgetRegistryImpl).inSingletonScope();
  bind(EchartsLoader).toConstantValue(new EchartsLoaderImpl('canvas'));
  bind(ChartHost).to(ChartHostImpl).inSingletonScope();
});
