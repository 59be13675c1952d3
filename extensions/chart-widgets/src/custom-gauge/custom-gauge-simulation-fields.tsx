import { Callout, FormGroup, Slider, Switch, TextArea } from '@blueprintjs/core';
import { SIM_INTERVAL_MAX_S, SIM_INTERVAL_MIN_S, SIM_INTERVAL_STEP_S } from '../common/constants';
import { useWidgetT } from '../common/i18n';
import { clampIntervalSeconds, type CustomGaugeConfig } from './custom-gauge-config';

interface Props {
  simulator: CustomGaugeConfig['simulator'];
  onChange(patch: Partial<CustomGaugeConfig['simulator']>): void;
  /** Why the generator functions do not run, if they do not. */
  error?: string;
}

/** The custom gauge's random-data tab: on/off, the interval and one generator function per dial. */
export function CustomGaugeSimulationFields({ simulator: sim, onChange, error }: Props) {
  const t = useWidgetT();
  return (
    <>
      <Switch label={t('customGauge.simEnabled')} checked={sim.enabled} onChange={(e) => onChange({ enabled: (e.target as HTMLInputElement).checked })} />
      <FormGroup label={t('customGauge.interval')}>
        <Slider
          min={SIM_INTERVAL_MIN_S}
          max={SIM_INTERVAL_MAX_S}
          stepSize={SIM_INTERVAL_STEP_S}
          labelStepSize={SIM_INTERVAL_STEP_S * 4}
          value={sim.interval / 1000}
          onChange={(s) => onChange({ interval: clampIntervalSeconds(s) * 1000 })}
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
            onChange={(e) => onChange({ funcArr: sim.funcArr.map((f, j) => (j === i ? e.target.value : f)) })}
          />
        </FormGroup>
      ))}
      {error && <Callout intent="warning">{error}</Callout>}
    </>
  );
}
