import { Callout, FormGroup, HTMLSelect, Slider, Switch, TextArea } from '@blueprintjs/core';
import type { WidgetEditorProps } from '@tessera/sdk';
import { SIM_INTERVAL_MAX_S, SIM_INTERVAL_MIN_S, SIM_INTERVAL_STEP_S } from '../common/constants';
import { DataSourceSelect } from '../common/data-source-select';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import { TextField } from '../common/text-field';
import type { GaugeTemplate } from '../gauge/gauge-config';
import { clampIntervalSeconds, withCustomTemplate, type CustomGaugeConfig } from './custom-gauge-config';
import { CustomGaugePreview } from './custom-gauge-preview';
import { useSimulation } from './use-simulation';

/** The custom gauge dialog: option, random simulated data and UI tabs beside a live preview (§2). */
export function CustomGaugeEditor({ config, dataSources, onChange, errors }: WidgetEditorProps<CustomGaugeConfig>) {
  const t = useWidgetT();
  const sim = config.simulator;
  const { values, error } = useSimulation(sim.enabled, sim.funcArr, sim.interval);
  const setSim = (patch: Partial<CustomGaugeConfig['simulator']>) => onChange({ ...config, simulator: { ...sim, ...patch } });
  const count = config.series.template === 'two' ? 2 : 1;

  const optionTab = (
    <>
      <FormGroup label={t('gauge.template')}>
        <HTMLSelect aria-label={t('gauge.template')} value={config.series.template} onChange={(e) => onChange(withCustomTemplate(config, e.target.value as GaugeTemplate))}>
          <option value="one">{t('gauge.templateOne')}</option>
          <option value="two">{t('gauge.templateTwo')}</option>
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('customGauge.option')} helperText={t('customGauge.optionHelp')}>
        <TextArea
          aria-label={t('customGauge.option')}
          fill
          rows={14}
          className="tessera-code"
          value={config.series.option}
          onChange={(e) => onChange({ ...config, series: { ...config.series, option: e.target.value } })}
        />
      </FormGroup>
    </>
  );
  const simTab = (
    <>
      <Switch label={t('customGauge.simEnabled')} checked={sim.enabled} onChange={(e) => setSim({ enabled: (e.target as HTMLInputElement).checked })} />
      <FormGroup label={t('customGauge.interval')}>
        <Slider
          min={SIM_INTERVAL_MIN_S}
          max={SIM_INTERVAL_MAX_S}
          stepSize={SIM_INTERVAL_STEP_S}
          labelStepSize={SIM_INTERVAL_STEP_S * 4}
          value={sim.interval / 1000}
          onChange={(s) => setSim({ interval: clampIntervalSeconds(s) * 1000 })}
        />
      </FormGroup>
      {sim.funcArr.map((body, i) => (
        <FormGroup key={i} label={t('customGauge.generator', { n: i + 1 })}>
          <TextArea
            aria-label={t('customGauge.generator', { n: i + 1 })}
            fill
            rows={3}
            className="tessera-code"
            value={body}
            onChange={(e) => setSim({ funcArr: sim.funcArr.map((f, j) => (j === i ? e.target.value : f)) })}
          />
        </FormGroup>
      ))}
      {error && <Callout intent="warning">{error}</Callout>}
    </>
  );
  const binding = (
    <>
      <TextField label={t('editor.name')} name="name" value={config.name} onChange={(name) => onChange({ ...config, name })} error={fieldError(errors, Msg.nameEmptyFull)} />
      {Array.from({ length: count }, (_, i) => (
        <DataSourceSelect
          key={i}
          label={t('gauge.dial', { n: i + 1 })}
          value={config.mapping[i]}
          dataSources={dataSources}
          onChange={(name) => {
            const mapping = [...config.mapping];
            mapping[i] = name;
            onChange({ ...config, mapping: mapping.filter((m, j) => j < count && m !== undefined) });
          }}
        />
      ))}
    </>
  );
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <EditorTabs
          extra={[
            { id: 'option', title: t('customGauge.optionTab'), panel: optionTab },
            { id: 'simulation', title: t('customGauge.simTab'), panel: simTab },
          ]}
          binding={binding}
          ui={<StyleFields config={config} onChange={onChange} />}
        />
      </div>
      <div style={{ width: 360, background: String(config.style?.backgroundColor ?? ''), borderRadius: 4 }} data-testid="custom-gauge-preview">
        <CustomGaugePreview code={config.series.option} value={sim.enabled ? values : Array.from({ length: count }, () => 0)} height={300} />
      </div>
    </div>
  );
}
