import { useContext, useMemo, type ComponentType } from 'react';
import { useOptionalService, useService } from '../react/hooks';
import { SdkContext } from '../react/sdk-context';
import { AppHooks } from '../services/app-hooks';

/** Props of the core-owned ECharts host: widgets pass a pure option, core does the rest. */
export interface EChartProps {
  /** An ECharts option object (built by a widget's pure option builder). */
  option: Record<string, unknown>;
  /** Fixed height in px; the width follows the container (resize observed). */
  height?: number;
  /** Use ECharts' large-data settings (sampling, progressive rendering) for big series. */
  large?: boolean;
  /** Replace the option instead of merging (series removed between renders). */
  notMerge?: boolean;
  /** Chart type modules to load on demand, e.g. ['line', 'gauge']. */
  charts?: string[];
  className?: string;
  onEvents?: Record<string, (params: unknown) => void>;
  /**
   * GeoJSON maps the option refers to by name (`geo.map` / a `map` series), registered before the option is set,
   * e.g. `{ 'world-land': featureCollection }` for an offline base map. Optional; added in SDK 1.x (additive).
   */
  maps?: Record<string, object>;
}

export const ChartHost = Symbol.for('tessera.core.ChartHost');
export interface ChartHost {
  readonly Component: ComponentType<EChartProps>;
}

/**
 * Renders an ECharts option through the shell's chart host (echarts itself is never in an extension bundle). Inside
 * a WidgetOutlet the option first passes the `widgetOption` hook of the widget's type, so another extension can
 * adjust it; a tap that throws is ignored (the widget draws its own option).
 */
export function EChart(props: EChartProps) {
  const host = useService<ChartHost>(ChartHost);
  const hooks = useOptionalService<AppHooks>(AppHooks);
  const widgetType = useContext(SdkContext)?.widgetType;
  const option = useMemo(() => {
    const hook = widgetType ? hooks?.widgetOption.get(widgetType) : undefined;
    if (!hook) return props.option;
    try {
      return hook.call(props.option) ?? props.option;
    } catch {
      return props.option;
    }
  }, [hooks, widgetType, props.option]);
  const Component = host.Component;
  return <Component {...props} option={option} />;
}
