import { FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useWidgetT } from '../common/i18n';
import type { GaugeTemplate } from '../gauge/gauge-config';
import { withCustomTemplate, type CustomGaugeConfig } from './custom-gauge-config';

interface Props {
  config: CustomGaugeConfig;
  onChange(config: CustomGaugeConfig): void;
}

/** The custom gauge's option tab: the dial template and the ECharts option code. */
export function CustomGaugeOptionFields({ config, onChange }: Props) {
  const t = useWidgetT();
  return (
    <>
      <FormGroup label={t('gauge.template')}>
        <HTMLSelect
          aria-label={t('gauge.template')}
          value={config.series.template}
          onChange={(e) => onChange(withCustomTemplate(config, e.target.value as GaugeTemplate))}
        >
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
}
