import { FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import type { WidgetConfig } from '@tessera/sdk';
import { DEFAULT_CHART_BACKGROUND, DEFAULT_OPACITY } from './constants';
import { useWidgetT } from './i18n';

interface Props<C extends WidgetConfig> {
  config: C;
  onChange(config: C): void;
}

/** The UI tab's common part: background colour and opacity (the spec's style). */
export function StyleFields<C extends WidgetConfig>({ config, onChange }: Props<C>) {
  const t = useWidgetT();
  const style = config.style ?? {};
  const set = (patch: Record<string, unknown>) => onChange({ ...config, style: { ...style, ...patch } });
  return (
    <>
      <FormGroup label={t('editor.backgroundColor')}>
        <InputGroup
          type="color"
          aria-label={t('editor.backgroundColor')}
          value={String(style.backgroundColor ?? DEFAULT_CHART_BACKGROUND)}
          onChange={(e) => set({ backgroundColor: e.target.value })}
        />
      </FormGroup>
      <FormGroup label={t('editor.opacity')}>
        <NumericInput
          aria-label={t('editor.opacity')}
          min={0}
          max={1}
          stepSize={0.1}
          minorStepSize={0.01}
          value={Number(style.opacity ?? DEFAULT_OPACITY)}
          onValueChange={(v) => set({ opacity: Number.isNaN(v) ? DEFAULT_OPACITY : v })}
        />
      </FormGroup>
    </>
  );
}
