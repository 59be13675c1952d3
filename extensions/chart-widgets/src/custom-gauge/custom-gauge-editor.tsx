import type { WidgetEditorProps } from '@tessera/sdk';
import { EditorTabs } from '../common/editor-tabs';
import { useWidgetT } from '../common/i18n';
import { StyleFields } from '../common/style-fields';
import type { CustomGaugeConfig } from './custom-gauge-config';
import { CustomGaugeBindingFields } from './custom-gauge-binding-fields';
import { CustomGaugeOptionFields } from './custom-gauge-option-fields';
import { CustomGaugePreview } from './custom-gauge-preview';
import { CustomGaugeSimulationFields } from './custom-gauge-simulation-fields';
import { useSimulation } from './use-simulation';

/** The custom gauge dialog: option, random simulated data and UI tabs beside a live preview. */
export function CustomGaugeEditor(props: WidgetEditorProps<CustomGaugeConfig>) {
  const { config, onChange } = props;
  const t = useWidgetT();
  const sim = config.simulator;
  const { values, error } = useSimulation(sim.enabled, sim.funcArr, sim.interval);
  const count = config.series.template === 'two' ? 2 : 1;
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <EditorTabs
          extra={[
            { id: 'option', title: t('customGauge.optionTab'), panel: <CustomGaugeOptionFields config={config} onChange={onChange} /> },
            {
              id: 'simulation',
              title: t('customGauge.simTab'),
              panel: (
                <CustomGaugeSimulationFields
                  simulator={sim}
                  error={error ?? undefined}
                  onChange={(patch) => onChange({ ...config, simulator: { ...sim, ...patch } })}
                />
              ),
            },
          ]}
          binding={<CustomGaugeBindingFields {...props} />}
          ui={<StyleFields config={config} onChange={onChange} />}
        />
      </div>
      <div style={{ width: 360, background: String(config.style?.backgroundColor ?? ''), borderRadius: 4 }} data-testid="custom-gauge-preview">
        <CustomGaugePreview code={config.series.option} value={sim.enabled ? values : Array.from({ length: count }, () => 0)} height={300} />
      </div>
    </div>
  );
}
