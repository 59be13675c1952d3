import { Callout, Checkbox, Tag } from '@blueprintjs/core';
import { EChart, HttpClient, Realtime, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { useEffect, useMemo, useState } from 'react';
import { monitoringApi } from '../api/monitoring-api';
import { DevicePicker } from '../common/device-picker';
import { appendUpdate, liveCurveOption, type LiveSeries } from './live-curve-option';

const NUMERIC = new Set(['float', 'integer', 'int', 'number', 'double']);

/** Realtime run (the spec's screens): live curves of a device's numeric properties, fed by the one socket. */
export function RealtimeRunView({ query }: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const realtime = useService<Realtime>(Realtime);
  const [deviceId, setDeviceId] = useState(query.device_id ?? '');
  const plugin = useLoad(() => (deviceId ? monitoringApi.plugin(http, deviceId).catch(() => null) : Promise.resolve(null)), [http, deviceId]);
  const numeric = useMemo(() => (plugin.data?.tsl?.properties ?? []).filter((p) => NUMERIC.has(p.dataType ?? '')), [plugin.data]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [series, setSeries] = useState<LiveSeries[]>([]);

  useEffect(() => setChosen(numeric.slice(0, 3).map((p) => p.name)), [numeric]);
  useEffect(() => {
    const props = new Map(numeric.map((p) => [p.name, p]));
    setSeries(chosen.map((key) => ({ key, name: props.get(key)?.title || key, unit: props.get(key)?.unit ?? '', points: [] })));
    if (!deviceId || !chosen.length) return;
    return realtime.subscribe(deviceId, (u) => setSeries((s) => appendUpdate(s, u)));
  }, [realtime, deviceId, chosen, numeric]);

  const option = useMemo(() => liveCurveOption(series), [series]);
  return (
    <section aria-label={t('monitoring.realtimeTitle')} data-testid="realtime-view">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginBottom: 12 }}>
        <DevicePicker value={deviceId} onChange={setDeviceId} testId="realtime-device" />
        {numeric.map((p) => (
          <Checkbox
            key={p.name}
            inline
            label={`${p.title || p.name}${p.unit ? ` (${p.unit})` : ''}`}
            checked={chosen.includes(p.name)}
            data-testid={`realtime-key-${p.name}`}
            onChange={(e) => setChosen((c) => (e.currentTarget.checked ? [...c, p.name] : c.filter((k) => k !== p.name)))}
          />
        ))}
        <Tag minimal intent={realtime.connected ? 'success' : 'warning'}>
          {t(realtime.connected ? 'monitoring.live' : 'monitoring.connecting')}
        </Tag>
      </div>
      {!deviceId ? (
        <Callout icon="info-sign">{t('monitoring.chooseDevice')}</Callout>
      ) : series.every((s) => s.points.length === 0) ? (
        <Callout icon="time" data-testid="realtime-waiting">
          {t('monitoring.waitingData')}
        </Callout>
      ) : null}
      {deviceId && <EChart option={option} height={420} notMerge />}
    </section>
  );
}
