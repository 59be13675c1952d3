import { Button, Card, NonIdealState } from '@blueprintjs/core';
import { useT, type WidgetConfig, type WidgetDefinition } from '@tessera/sdk';
import { useEditorT } from '../i18n';

interface Props {
  charts: WidgetConfig[];
  /** The loaded widget definitions (for each chart's title). */
  definitions: WidgetDefinition[];
  onEdit(chart: WidgetConfig): void;
  onRemove(id: string): void;
}

/** The right side: bound components; click edits the binding, the close icon removes it. */
export function BoundCharts({ charts, definitions, onEdit, onRemove }: Props) {
  const t = useEditorT();
  const { t: tAny } = useT();
  if (!charts.length) return <NonIdealState icon="chart" description={t('chart.noBound')} />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="bound-charts">
      {charts.map((c) => {
        const def = definitions.find((d) => d.type === c.type);
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
