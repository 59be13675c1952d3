import { Button, Card, NonIdealState } from '@blueprintjs/core';
import { useT, WidgetRegistry, useService, type WidgetConfig } from '@tessera/sdk';
import { useEditorT } from '../i18n';

interface Props {
  charts: WidgetConfig[];
  onEdit(chart: WidgetConfig): void;
  onRemove(id: string): void;
}

/** The right side: bound components; click edits the binding, the close icon removes it (§2). */
export function BoundCharts({ charts, onEdit, onRemove }: Props) {
  const t = useEditorT();
  const { t: tAny } = useT();
  const registry = useService<WidgetRegistry>(WidgetRegistry);
  if (!charts.length) return <NonIdealState icon="chart" description={t('chart.noBound')} />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="bound-charts">
      {charts.map((c) => {
        const def = registry.get(c.type);
        return (
          <Card key={c.id} compact interactive onClick={() => onEdit(c)} data-chart-id={c.id} style={{ display: 'flex', alignItems: 'center' }}>
            <span style={{ flex: 1 }}>
              <strong>{c.name}</strong> <small>{def ? tAny(def.title) : c.type}</small>
            </span>
            <Button
              minimal
              small
              icon="cross"
              aria-label={t('chart.remove')}
              onClick={(e) => {
                e.stopPropagation();
                onRemove(c.id);
              }}
            />
          </Card>
        );
      })}
    </div>
  );
}
