import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EChartProps } from '@tessera/sdk';
import { chartThemeName, currentShellTheme, observeShellTheme, type ShellTheme } from './chart-theme';
import type { EchartsLoaderImpl } from './echarts-loader';
import { modulesFor } from './echarts-modules';
import { applyLargeMode } from './large-mode';
import { registerMaps } from './register-maps';

type Chart = ReturnType<Awaited<ReturnType<EchartsLoaderImpl['load']>>['init']>;

export interface EChartViewProps extends EChartProps {
  loader: EchartsLoaderImpl;
}

function useShellTheme(): ShellTheme {
  const [theme, setTheme] = useState<ShellTheme>(() => currentShellTheme());
  useEffect(() => observeShellTheme(setTheme), []);
  return theme;
}

/**
 * The one place an ECharts instance lives (docs/ARCHITECTURE.md, 'Widgets'): lazy init with the modules the option
 * needs, resize with its container, re-init on a shell theme switch, dispose on unmount.
 */
export function EChartView({ loader, option, height = 300, large, notMerge, charts, className, onEvents, maps }: EChartViewProps) {
  const { t } = useTranslation('core');
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const events = useRef(onEvents);
  events.current = onEvents;
  const theme = useShellTheme();
  const [generation, setGeneration] = useState(0);
  // Modules already registered when the instance was made: a chart type registered later has its layout and visual
  // steps missing from that instance (echarts hands them to new instances only), so it is made again.
  const modulesAtInit = useRef<ReadonlySet<string>>(new Set());
  const [remake, setRemake] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  const prepared = useMemo(() => (large ? applyLargeMode(option) : option), [option, large]);
  const needs = useMemo(() => modulesFor(prepared, charts), [prepared, charts]);
  const eventNames = Object.keys(onEvents ?? {})
    .sort()
    .join(',');

  // Instance lifecycle: one per mount and theme (echarts cannot switch theme in place).
  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    let instance: Chart | undefined;
    loader
      .load(needs.charts, needs.components)
      .then((echarts) => {
        if (cancelled || !el.current) return;
        instance = echarts.init(el.current, chartThemeName(theme), { renderer: loader.renderer, height });
        modulesAtInit.current = new Set(loader.loaded);
        chart.current = instance;
        for (const name of eventNames ? eventNames.split(',') : []) {
          instance.on(name, (params: unknown) => events.current?.[name]?.(params));
        }
        observer = new ResizeObserver(() => instance?.resize());
        observer.observe(el.current);
        setGeneration((g) => g + 1);
      })
      .catch((err: unknown) => !cancelled && setError(err instanceof Error ? err : new Error(String(err))));
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.dispose();
      chart.current = null;
    };
    // Modules needed later are loaded by the option effect; only theme and events re-create the instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, theme, eventNames, height, remake]);

  // Option updates: load any chart type the new option adds, then set it.
  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    let cancelled = false;
    loader
      .load(needs.charts, needs.components)
      .then((echarts) => {
        if (cancelled || instance.isDisposed()) return;
        if (needs.charts.some((c) => !modulesAtInit.current.has(`chart:${c}`))) {
          setRemake((n) => n + 1);
          return;
        }
        // Maps must be known before an option that names them is set.
        registerMaps(echarts, maps);
        instance.setOption(prepared, { notMerge: !!notMerge, lazyUpdate: true });
      })
      .catch((err: unknown) => !cancelled && setError(err instanceof Error ? err : new Error(String(err))));
    return () => {
      cancelled = true;
    };
  }, [loader, prepared, needs, notMerge, generation, maps]);

  if (error) return <Callout intent="danger">{t('widgets.loadFailed', { message: error.message })}</Callout>;
  return (
    <div className={['tessera-echart', className].filter(Boolean).join(' ')} style={{ width: '100%', height, position: 'relative' }}>
      <div ref={el} data-testid="echart" style={{ width: '100%', height }} />
      {generation === 0 && <Spinner size={20} aria-label={t('widgets.loading')} style={{ position: 'absolute', inset: 0, margin: 'auto' }} />}
    </div>
  );
}
