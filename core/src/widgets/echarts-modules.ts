/**
 * One dynamic import per chart type and component, so a page pays only for what its charts draw and echarts
 * never lands in the shell's first load. The chart and component modules register themselves with echarts/core.
 */
type Loader = () => Promise<unknown>;

export const CHART_MODULES: Record<string, Loader> = {
  line: () => import('echarts/lib/chart/line.js'),
  bar: () => import('echarts/lib/chart/bar.js'),
  pie: () => import('echarts/lib/chart/pie.js'),
  gauge: () => import('echarts/lib/chart/gauge.js'),
  scatter: () => import('echarts/lib/chart/scatter.js'),
  effectScatter: () => import('echarts/lib/chart/effectScatter.js'),
  radar: () => import('echarts/lib/chart/radar.js'),
  heatmap: () => import('echarts/lib/chart/heatmap.js'),
  funnel: () => import('echarts/lib/chart/funnel.js'),
  candlestick: () => import('echarts/lib/chart/candlestick.js'),
  boxplot: () => import('echarts/lib/chart/boxplot.js'),
  pictorialBar: () => import('echarts/lib/chart/pictorialBar.js'),
  map: () => import('echarts/lib/chart/map.js'),
  lines: () => import('echarts/lib/chart/lines.js'),
  graph: () => import('echarts/lib/chart/graph.js'),
  tree: () => import('echarts/lib/chart/tree.js'),
  treemap: () => import('echarts/lib/chart/treemap.js'),
  sunburst: () => import('echarts/lib/chart/sunburst.js'),
  sankey: () => import('echarts/lib/chart/sankey.js'),
  custom: () => import('echarts/lib/chart/custom.js'),
};

export const COMPONENT_MODULES: Record<string, Loader> = {
  grid: () => import('echarts/lib/component/grid.js'),
  tooltip: () => import('echarts/lib/component/tooltip.js'),
  legend: () => import('echarts/lib/component/legend.js'),
  title: () => import('echarts/lib/component/title.js'),
  dataZoom: () => import('echarts/lib/component/dataZoom.js'),
  visualMap: () => import('echarts/lib/component/visualMap.js'),
  toolbox: () => import('echarts/lib/component/toolbox.js'),
  dataset: () => import('echarts/lib/component/dataset.js'),
  polar: () => import('echarts/lib/component/polar.js'),
  radar: () => import('echarts/lib/component/radar.js'),
  graphic: () => import('echarts/lib/component/graphic.js'),
  geo: () => import('echarts/lib/component/geo.js'),
  timeline: () => import('echarts/lib/component/timeline.js'),
  markLine: () => import('echarts/lib/component/markLine.js'),
  markPoint: () => import('echarts/lib/component/markPoint.js'),
  markArea: () => import('echarts/lib/component/markArea.js'),
  axisPointer: () => import('echarts/lib/component/axisPointer.js'),
};

export const RENDERER_MODULES: Record<'canvas' | 'svg', () => Promise<{ install: (r: unknown) => void }>> = {
  canvas: () => import('echarts/lib/renderer/installCanvasRenderer.js'),
  svg: () => import('echarts/lib/renderer/installSVGRenderer.js'),
};

/** Option keys that need a component module. */
const OPTION_COMPONENTS: Record<string, string> = {
  title: 'title',
  legend: 'legend',
  tooltip: 'tooltip',
  grid: 'grid',
  xAxis: 'grid',
  yAxis: 'grid',
  dataZoom: 'dataZoom',
  visualMap: 'visualMap',
  toolbox: 'toolbox',
  dataset: 'dataset',
  polar: 'polar',
  angleAxis: 'polar',
  radiusAxis: 'polar',
  radar: 'radar',
  graphic: 'graphic',
  geo: 'geo',
  timeline: 'timeline',
  axisPointer: 'axisPointer',
};

const SERIES_COMPONENTS = ['markLine', 'markPoint', 'markArea'];

function seriesOf(option: Record<string, unknown>): Record<string, unknown>[] {
  const s = option.series;
  return (Array.isArray(s) ? s : s ? [s] : []).filter((x): x is Record<string, unknown> => !!x && typeof x === 'object');
}

/** The chart types and components an option needs, beside the ones a widget names explicitly. */
export function modulesFor(option: Record<string, unknown>, charts: readonly string[] = []): { charts: string[]; components: string[] } {
  const chartSet = new Set(charts);
  const components = new Set<string>();
  for (const s of seriesOf(option)) {
    if (typeof s.type === 'string') chartSet.add(s.type);
    for (const c of SERIES_COMPONENTS) if (s[c]) components.add(c);
  }
  for (const [key, component] of Object.entries(OPTION_COMPONENTS)) if (option[key] !== undefined) components.add(component);
  return { charts: [...chartSet].filter((c) => c in CHART_MODULES), components: [...components] };
}
