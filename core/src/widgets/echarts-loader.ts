import { CHART_MODULES, COMPONENT_MODULES, RENDERER_MODULES } from './echarts-modules';
import { registerChartThemes } from './chart-theme';

export type EChartsCore = typeof import('echarts/core');

/** Core-internal token: the lazy echarts loader behind the chart host (tests pick the SVG renderer). */
export const EchartsLoader = Symbol.for('tessera.internal.EchartsLoader');

/**
 * Loads `echarts/core` and the modules a chart needs on first use, once each; concurrent requests share the
 * pending import. Nothing here is imported statically, so echarts stays out of the shell's first load.
 */
export class EchartsLoaderImpl {
  readonly loaded = new Set<string>();
  private core: Promise<EChartsCore> | undefined;
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(readonly renderer: 'canvas' | 'svg' = 'canvas') {}

  async load(charts: readonly string[], components: readonly string[]): Promise<EChartsCore> {
    const echarts = await this.loadCore();
    await Promise.all([
      ...charts.map((c) => this.once(`chart:${c}`, CHART_MODULES[c])),
      ...components.map((c) => this.once(`component:${c}`, COMPONENT_MODULES[c])),
    ]);
    return echarts;
  }

  private loadCore(): Promise<EChartsCore> {
    this.core ??= (async () => {
      const [echarts, renderer] = await Promise.all([import('echarts/core'), RENDERER_MODULES[this.renderer]()]);
      echarts.use(renderer.install as never);
      registerChartThemes(echarts);
      this.loaded.add(`renderer:${this.renderer}`);
      return echarts;
    })();
    this.core.catch(() => (this.core = undefined));
    return this.core;
  }

  private once(key: string, loader: (() => Promise<unknown>) | undefined): Promise<unknown> {
    if (!loader || this.loaded.has(key)) return Promise.resolve();
    let p = this.pending.get(key);
    if (!p) {
      p = loader().then(
        () => void this.loaded.add(key),
        (err) => {
          this.pending.delete(key);
          throw err;
        },
      );
      this.pending.set(key, p);
    }
    return p;
  }
}
