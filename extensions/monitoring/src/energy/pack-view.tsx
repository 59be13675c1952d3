import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { monitoringApi } from '../api/monitoring-api';
import { EnergyShell, type EnergyContext } from './energy-shell';
import { packsOf } from './energy-values';

const FIELDS = ['voltage', 'current', 'soc', 'max_cell_temp', 'min_cell_voltage'];

function PackTable({ deviceId, values, props }: EnergyContext) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const base = useLoad(() => monitoringApi.packs(http, deviceId), [http, deviceId]);
  const packs = packsOf(values, base.data ?? []);
  if (!packs.length)
    return (
      <div data-testid="pack-table-empty">
        <NonIdealState icon="inbox" title={t('common.noData')} />
      </div>
    );
  const head = (f: string) => {
    const p = props.get(`pack1_${f}`);
    const title = p?.title?.replace(/^电池包\d+/, '') || f;
    return `${title}${p?.unit ? ` (${p.unit})` : ''}`;
  };
  return (
    <HTMLTable striped style={{ width: '100%' }} data-testid="pack-table">
      <thead>
        <tr>
          <th>{t('monitoring.pack')}</th>
          {FIELDS.map((f) => (
            <th key={f}>{head(f)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {packs.map((p) => (
          <tr key={String(p.pack)} data-testid="pack-row">
            <td>#{String(p.pack)}</td>
            {FIELDS.map((f) => (
              <td key={f}>{p[f] === undefined || p[f] === null ? '--' : String(p[f])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** Battery packs (`/f/battery/pack-info-list`), live. */
export function PackView({ query }: ViewProps) {
  return (
    <EnergyShell view="pack" initialDeviceId={query.device_id}>
      {(c) => <PackTable {...c} />}
    </EnergyShell>
  );
}
