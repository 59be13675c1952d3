import type { ComponentType } from 'react';
import { useService } from '../react/hooks';

/** Props of the core-owned ECharts host (ARCHITECTURE §6): widgets pass a pure option, core does the rest. */
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

/** Renders an ECharts option through the shell's chart host (echarts itself is never in an extension bundle). */
export function EChart(props: EChartProps) {
  const host = useService<ChartHost>(ChartHost);
  const Component = host.Component;
  return <Component {...props} />;
}
