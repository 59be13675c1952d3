import type { ChartHost, EChartProps } from '../widgets/chart-host';

/** Functions (formatters) are dropped; a circular option is reported instead of throwing. */
function serialise(option: unknown): string {
  try {
    return JSON.stringify(option);
  } catch {
    return '"[unserialisable option]"';
  }
}

/** Stands in for the ECharts host: renders `<div data-testid="echart" data-option="<json>">`, records options. */
export class FakeChartHost implements ChartHost {
  /** Every option rendered, oldest first. */
  readonly options: Record<string, unknown>[] = [];

  readonly Component = (props: EChartProps) => {
    this.options.push(props.option);
    return (
      <div
        data-testid="echart"
        data-option={serialise(props.option)}
        data-large={props.large ? 'true' : undefined}
        style={{ height: props.height }}
        className={props.className}
      />
    );
  };

  /** The most recently rendered option. */
  get lastOption(): Record<string, unknown> | undefined {
    return this.options.at(-1);
  }
}
