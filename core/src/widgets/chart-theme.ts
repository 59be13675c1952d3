import type { EChartsCore } from './echarts-loader';

/** The shell's two themes (the spec's constants); the layout puts `data-theme` on <html>. */
export type ShellTheme = 'blue' | 'white';

const TEXT = '#1c2127';
const MUTED = '#5f6b7c';
const LINE = '#dce0e5';

function theme(palette: string[]) {
  return {
    color: palette,
    backgroundColor: 'transparent',
    textStyle: { color: TEXT },
    title: { textStyle: { color: TEXT }, subtextStyle: { color: MUTED } },
    legend: { textStyle: { color: MUTED } },
    categoryAxis: { axisLine: { lineStyle: { color: LINE } }, axisLabel: { color: MUTED }, splitLine: { lineStyle: { color: [LINE] } } },
    valueAxis: { axisLine: { lineStyle: { color: LINE } }, axisLabel: { color: MUTED }, splitLine: { lineStyle: { color: [LINE] } } },
    timeAxis: { axisLine: { lineStyle: { color: LINE } }, axisLabel: { color: MUTED }, splitLine: { lineStyle: { color: [LINE] } } },
  };
}

/** Palettes after the shell's accents: blue leans on #2d72d2, white on the calmer #215db0. */
export const CHART_THEMES: Record<ShellTheme, ReturnType<typeof theme>> = {
  blue: theme(['#2d72d2', '#29a634', '#d1980b', '#d33d17', '#9d3f9d', '#00a396', '#db2c6f', '#8eb125', '#946638', '#7961db']),
  white: theme(['#215db0', '#1c6e42', '#935610', '#ac2f33', '#7c327c', '#00766a', '#a82255', '#5a701a', '#63411e', '#5642a6']),
};

export const chartThemeName = (t: ShellTheme) => `tessera-${t}`;

export function registerChartThemes(echarts: Pick<EChartsCore, 'registerTheme'>): void {
  for (const [name, def] of Object.entries(CHART_THEMES)) echarts.registerTheme(chartThemeName(name as ShellTheme), def);
}

export function currentShellTheme(root: HTMLElement = document.documentElement): ShellTheme {
  return root.dataset.theme === 'white' ? 'white' : 'blue';
}

/** Calls back when the shell switches theme; returns the disposer. */
export function observeShellTheme(onChange: (theme: ShellTheme) => void, root: HTMLElement = document.documentElement): () => void {
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(() => onChange(currentShellTheme(root)));
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme', 'class'] });
  return () => observer.disconnect();
}
