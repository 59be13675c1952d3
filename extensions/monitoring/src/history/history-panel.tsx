import { Button, ButtonGroup, Callout, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { EChart, HttpClient, LoadState, useService, useT } from '@tessera/sdk';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { monitoringApi, type StatisticReply, type TslProperty } from '../api/monitoring-api';
import {
  AGGREGATE_FUNCTIONS,
  AGGREGATE_WINDOWS,
  browserTimeZone,
  quickRange,
  snapToStep,
  statisticBody,
  TIME_STEP_MINUTES,
  type AggregateFunction,
  type AggregateWindow,
  type QuickRange,
} from './aggregation';
import { historyChartOption, toPoints } from './history-chart-option';

export interface HistoryPanelProps {
  deviceId: string;
  properties: TslProperty[];
  /** Injected clock for tests. */
  now?: () => number;
}

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** History of one key with the spec's pickers, drawn at once for the default range; a downsampled reply says so. */
export function HistoryPanel({ deviceId, properties, now = Date.now }: HistoryPanelProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [key, setKey] = useState(properties[0]?.name ?? '');
  const [window, setWindow] = useState<AggregateWindow>('no_aggregate');
  const [fn, setFn] = useState<AggregateFunction>('avg');
  const [range, setRange] = useState<[number, number]>(() => [snapToStep(now() - 3_600_000), now()]);
  const [state, setState] = useState<{ loading: boolean; error: string | null; reply: StatisticReply | null }>({ loading: false, error: null, reply: null });
  const prop = properties.find((p) => p.name === key);

  const load = async (r: [number, number] = range) => {
    if (!key) return;
    setState({ loading: true, error: null, reply: null });
    try {
      const reply = await monitoringApi.statistic(http, statisticBody({ deviceId, key, start: r[0], end: r[1], window, fn }, browserTimeZone()));
      setState({ loading: false, error: null, reply });
    } catch (e) {
      setState({ loading: false, error: (e as Error).message || String(e), reply: null });
    }
  };

  // The tab opens on the last hour of the first key, and a newly chosen key draws at once (its range and window kept).
  useEffect(() => {
    void load();
  }, [deviceId, key]); // eslint-disable-line react-hooks/exhaustive-deps

  const quick = (q: QuickRange) => {
    const r = quickRange(q, now());
    setRange(r);
    void load(r);
  };

  const points = useMemo(() => toPoints(state.reply?.time_series ?? []), [state.reply]);
  const option = useMemo(() => historyChartOption(prop?.title ?? key, prop?.unit ?? '', points), [prop, key, points]);
  const setTime = (i: 0 | 1, text: string) => {
    const ms = dayjs(text, INPUT_FORMAT).valueOf();
    if (!Number.isNaN(ms)) setRange((r) => (i === 0 ? [snapToStep(ms), r[1]] : [r[0], snapToStep(ms)]));
  };

  return (
    <div data-testid="history-panel">
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <FormGroup label={t('history.key')} labelFor="history-key">
          <HTMLSelect
            id="history-key"
            data-testid="history-key"
            value={key}
            onChange={(e) => setKey(e.currentTarget.value)}
            options={properties.map((p) => ({ value: p.name, label: p.title || p.name }))}
          />
        </FormGroup>
        <FormGroup label={t('history.window')} labelFor="history-window">
          <HTMLSelect
            id="history-window"
            data-testid="history-window"
            value={window}
            onChange={(e) => setWindow(e.currentTarget.value as AggregateWindow)}
            options={AGGREGATE_WINDOWS.map((w) => ({ value: w, label: t(`history.windows.${w}`) }))}
          />
        </FormGroup>
        <FormGroup label={t('history.function')} labelFor="history-function">
          <HTMLSelect
            id="history-function"
            data-testid="history-function"
            value={fn}
            disabled={window === 'no_aggregate'}
            onChange={(e) => setFn(e.currentTarget.value as AggregateFunction)}
            options={AGGREGATE_FUNCTIONS.map((f) => ({ value: f, label: t(`history.functions.${f}`) }))}
          />
        </FormGroup>
        <FormGroup label={t('history.start')} labelFor="history-start">
          <InputGroup
            id="history-start"
            data-testid="history-start"
            type="datetime-local"
            step={TIME_STEP_MINUTES * 60}
            value={dayjs(range[0]).format(INPUT_FORMAT)}
            onChange={(e) => setTime(0, e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('history.end')} labelFor="history-end">
          <InputGroup
            id="history-end"
            data-testid="history-end"
            type="datetime-local"
            step={TIME_STEP_MINUTES * 60}
            value={dayjs(range[1]).format(INPUT_FORMAT)}
            onChange={(e) => setTime(1, e.currentTarget.value)}
          />
        </FormGroup>
        <ButtonGroup style={{ marginBottom: 15 }}>
          <Button text={t('history.last7Days')} data-testid="history-last7" onClick={() => quick('last7Days')} />
          <Button text={t('history.last90Days')} data-testid="history-last90" onClick={() => quick('last90Days')} />
          <Button intent="primary" icon="search" text={t('common.search')} data-testid="history-query" disabled={!key} onClick={() => void load()} />
        </ButtonGroup>
      </div>
      {state.reply?.downsampled && (
        <Callout intent="primary" icon="info-sign" data-testid="history-downsampled">
          {t('history.downsampled')}
        </Callout>
      )}
      {(state.loading || state.error || state.reply) && (
        <LoadState loading={state.loading} error={state.error} empty={points.length === 0} onRetry={() => void load()} testId="history">
          <EChart option={option} height={360} large={points.length > 2000} notMerge />
        </LoadState>
      )}
    </div>
  );
}
