/** Series types that take echarts' large-data settings. */
const LARGE_TYPES = new Set(['line', 'bar', 'scatter']);

/** Above this many points a series draws progressively and (lines) samples with LTTB. */
export const LARGE_THRESHOLD = 2000;
export const PROGRESSIVE_CHUNK = 5000;

/**
 * echarts' settings for big series (docs/ARCHITECTURE.md, 'Widgets'): `large`, LTTB sampling for lines, progressive
 * rendering, no per-point symbols and no animation. Pure: returns a new option, leaves settings a widget set
 * explicitly.
 */
export function applyLargeMode(option: Record<string, unknown>): Record<string, unknown> {
  if (!option.series) return { animation: false, ...option };
  const list = Array.isArray(option.series) ? option.series : option.series ? [option.series] : [];
  const series = list.map((s: Record<string, unknown>) => {
    if (!s || typeof s !== 'object' || !LARGE_TYPES.has(String(s.type))) return s;
    const large: Record<string, unknown> = {
      large: true,
      largeThreshold: LARGE_THRESHOLD,
      progressive: PROGRESSIVE_CHUNK,
      progressiveThreshold: LARGE_THRESHOLD,
    };
    if (s.type === 'line') Object.assign(large, { sampling: 'lttb', showSymbol: false });
    return { ...large, ...s };
  });
  return { animation: false, ...option, series: Array.isArray(option.series) ? series : series[0] };
}
