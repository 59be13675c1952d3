import { FormGroup, HTMLSelect, InputGroup, NumericInput } from '@blueprintjs/core';
import { TextField, type WidgetEditorProps } from '@tessera/sdk';
import { configForm } from '../common/config-form';
import { DataSourceSelect } from '../common/data-source-select';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import { syncMapping, withTemplate, type GaugeConfig, type GaugeItem, type GaugeTemplate } from './gauge-config';

export function GaugeEditor({ config, dataSources, onChange, errors }: WidgetEditorProps<GaugeConfig>) {
  const t = useWidgetT();
  const nameForm = configForm({ name: config.name }, { name: fieldError(errors, Msg.nameEmptyFull) }, (p) => onChange({ ...config, ...p }));
  const setDial = (index: number, patch: Partial<GaugeItem>) => {
    const gauges = config.series.gauges.map((g, i) => (i === index ? { ...g, ...patch } : g));
    onChange({ ...config, series: { ...config.series, gauges }, mapping: syncMapping(gauges) });
  };
  const binding = (
    <>
      <TextField form={nameForm} name="name" label={t('editor.name')} testId="chart-name" />
      <FormGroup label={t('gauge.template')}>
        <HTMLSelect
          aria-label={t('gauge.template')}
          value={config.series.template}
          onChange={(e) => onChange(withTemplate(config, e.target.value as GaugeTemplate))}
        >
          <option value="one">{t('gauge.templateOne')}</option>
          <option value="two">{t('gauge.templateTwo')}</option>
        </HTMLSelect>
      </FormGroup>
      {config.series.gauges.map((g, i) => (
        <fieldset key={i} className="tessera-gauge-dial">
          <legend>{t('gauge.dial', { n: i + 1 })}</legend>
          <DataSourceSelect
            value={g.value}
            dataSources={dataSources}
            onChange={(value) => {
              const ds = dataSources.find((d) => d.name === value);
              setDial(i, { value, title: g.title || ds?.title || '', unit: g.unit || ds?.property?.unit || '' });
            }}
          />
          <FormGroup label={t('gauge.title')}>
            <InputGroup aria-label={t('gauge.title')} value={g.title} onChange={(e) => setDial(i, { title: e.target.value })} />
          </FormGroup>
          <FormGroup label={t('gauge.unit')}>
            <InputGroup aria-label={t('gauge.unit')} value={g.unit} onChange={(e) => setDial(i, { unit: e.target.value })} />
          </FormGroup>
          <FormGroup label={t('gauge.min')} inline>
            <NumericInput aria-label={t('gauge.min')} value={g.min} onValueChange={(v) => setDial(i, { min: v })} />
          </FormGroup>
          <FormGroup label={t('gauge.max')} inline>
            <NumericInput aria-label={t('gauge.max')} value={g.max} onValueChange={(v) => setDial(i, { max: v })} />
          </FormGroup>
        </fieldset>
      ))}
    </>
  );
  const ui = (
    <>
      <StyleFields config={config} onChange={onChange} />
      <FormGroup label={t('gauge.detailFontSize')}>
        <NumericInput
          aria-label={t('gauge.detailFontSize')}
          min={8}
          value={config.series.detailFontSize}
          onValueChange={(v) => onChange({ ...config, series: { ...config.series, detailFontSize: v } })}
        />
      </FormGroup>
      <FormGroup label={t('gauge.progressWidth')}>
        <NumericInput
          aria-label={t('gauge.progressWidth')}
          min={1}
          value={config.series.progressWidth}
          onValueChange={(v) => onChange({ ...config, series: { ...config.series, progressWidth: v } })}
        />
      </FormGroup>
      {config.series.gauges.map((g, i) => (
        <FormGroup key={i} label={t('gauge.color', { n: i + 1 })}>
          <InputGroup type="color" aria-label={t('gauge.color', { n: i + 1 })} value={g.color} onChange={(e) => setDial(i, { color: e.target.value })} />
        </FormGroup>
      ))}
    </>
  );
  return <EditorTabs binding={binding} ui={ui} />;
}
