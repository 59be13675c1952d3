import { ContainerModule } from 'inversify';
import { ChartHost, WidgetHost, WidgetRegistry } from '@tessera/sdk';
import { ChartHostImpl } from './chart-host-impl';
import { EchartsLoader, EchartsLoaderImpl } from './echarts-loader';
import { WidgetCatalog, WidgetRegistryImpl } from './widget-registry-impl';
import { WidgetHostImpl } from './widget-host-impl';

/** Chart widgets (registry, outlets) and the ECharts host. */
export const widgetsModule = new ContainerModule(({ bind }) => {
  bind(WidgetRegistry).to(WidgetRegistryImpl).inSingletonScope();
  bind(WidgetCatalog).toService(WidgetRegistry);
  bind(WidgetHost).to(WidgetHostImpl).inSingletonScope();
  bind(EchartsLoader).toConstantValue(new EchartsLoaderImpl('canvas'));
  bind(ChartHost).to(ChartHostImpl).inSingletonScope();
});
