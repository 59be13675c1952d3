import { Card, NonIdealState } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { TslProperty } from '../api/monitoring-api';
import { displayValue } from '../common/display-value';

export interface ValueGridProps {
  values: Record<string, unknown>;
  props: Map<string, TslProperty>;
  /** Key prefixes shown, e.g. ['bms_']. */
  prefixes: string[];
  testId: string;
}

/** One card per value, titled, unit-ed and value-labelled by the plugin; the spec's no-data text when there is none. */
export function ValueGrid({ values, props, prefixes, testId }: ValueGridProps) {
  const { t } = useT();
  const keys = [...new Set([...props.keys(), ...Object.keys(values)])].filter((k) => prefixes.some((p) => k.startsWith(p)));
  if (!keys.some((k) => values[k] !== undefined))
    return (
      <div data-testid={`${testId}-empty`}>
        <NonIdealState icon="inbox" title={t('common.noData')} />
      </div>
    );
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }} data-testid={testId}>
      {keys.map((k) => {
        const p = props.get(k);
        const v = values[k];
        return (
          <Card key={k} data-testid={`${testId}-${k}`}>
            <div className="bp6-text-muted">{p?.title || k}</div>
            <div style={{ fontSize: 22 }}>
              {displayValue(p, v)}
              {p?.unit ? <small> {p.unit}</small> : null}
            </div>
          </Card>
        );
      })}
    </div>
  );
}
