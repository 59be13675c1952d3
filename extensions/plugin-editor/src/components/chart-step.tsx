import { Button, Tab, Tabs } from '@blueprintjs/core';
import { useWidgetDefinitions, type WidgetConfig, type WidgetDefinition } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useEditorT } from '../i18n';
import type { WizardStore } from '../model/wizard-store';
import { BoundCharts } from './bound-charts';
import { ChartPalette } from './chart-palette';
import { WidgetConfigDialog } from './widget-config-dialog';

/** Chart category tabs, and the 'custom' button's widget category. */
export const CHART_CATEGORIES = ['dashboard', 'information', 'history', 'control', 'report', 'video', 'other'] as const;
export const CUSTOM_CATEGORY = 'custom';

interface Editing {
  def: WidgetDefinition<any>;
  config: WidgetConfig;
}

/** Step 2: palette on the left, bound components on the right. The widgets' owners load when the step opens. */
export const ChartStep = observer(function ChartStep({ store }: { store: WizardStore }) {
  const t = useEditorT();
  const definitions = useWidgetDefinitions() ?? [];
  const [category, setCategory] = useState<string>('dashboard');
  const [editing, setEditing] = useState<Editing | null>(null);
  const open = (def: WidgetDefinition<any>, config?: WidgetConfig) => setEditing({ def, config: config ?? def.defaults() });
  const custom = definitions.find((d) => d.category === CUSTOM_CATEGORY);
  return (
    <div style={{ display: 'flex', gap: 24, minHeight: 450 }}>
      <div style={{ flex: 2 }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <Tabs id="chart-categories" selectedTabId={category} onChange={(id) => setCategory(String(id))}>
            {CHART_CATEGORIES.map((c) => (
              <Tab key={c} id={c} title={t(`chart.categories.${c}`)} />
            ))}
          </Tabs>
          <Button style={{ marginLeft: 'auto' }} icon="code-block" disabled={!custom} onClick={() => custom && open(custom)}>
            {t('chart.custom')}
          </Button>
        </div>
        <div style={{ marginTop: 12 }}>
          <ChartPalette widgets={definitions.filter((d) => d.category === category)} onPick={(def) => open(def)} />
        </div>
      </div>
      <div style={{ flex: 1, borderLeft: '1px solid rgba(143,153,168,.3)', paddingLeft: 16 }}>
        <h4 style={{ marginTop: 0 }}>{t('chart.bound')}</h4>
        <BoundCharts
          charts={store.chart}
          definitions={definitions}
          onRemove={store.removeChart}
          onEdit={(c) => {
            const def = definitions.find((d) => d.type === c.type);
            if (def) open(def, c);
          }}
        />
      </div>
      {editing && (
        <WidgetConfigDialog
          def={editing.def}
          initial={editing.config}
          dataSources={store.dataSources}
          onSave={store.saveChart}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
});
