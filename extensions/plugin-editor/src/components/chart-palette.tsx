import { Card, NonIdealState } from '@blueprintjs/core';
import { useT, type WidgetDefinition } from '@tessera/sdk';
import { useEditorT } from '../i18n';

interface Props {
  widgets: WidgetDefinition<any>[];
  onPick(def: WidgetDefinition<any>): void;
}

/** The left side: the widget types of the chosen category; clicking one opens its config dialog. */
export function ChartPalette({ widgets, onPick }: Props) {
  const t = useEditorT();
  const { t: tAny } = useT();
  if (!widgets.length) return <NonIdealState icon="widget" description={t('chart.emptyPalette')} />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }} data-testid="chart-palette">
      {widgets.map((w) => (
        <Card key={w.type} interactive compact onClick={() => onPick(w)} data-widget-type={w.type} role="button" aria-label={tAny(w.title)}>
          {tAny(w.title)}
        </Card>
      ))}
    </div>
  );
}
