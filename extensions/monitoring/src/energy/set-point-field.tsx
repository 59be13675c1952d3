import { Button, ControlGroup, FormGroup, NumericInput } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useState } from 'react';

export interface SetPointFieldProps {
  label: string;
  /** The device's current value (shown until the operator types another). */
  current: number;
  min: number;
  max: number;
  stepSize?: number;
  locked: boolean;
  testId: string;
  onSend(value: number): void;
}

/** A number and its send button side by side (one control group, so the button never covers the input's arrows). */
export function SetPointField({ label, current, min, max, stepSize, locked, testId, onSend }: SetPointFieldProps) {
  const { t } = useT();
  const [typed, setTyped] = useState<number | null>(null);
  const value = typed ?? current;
  return (
    <FormGroup label={label}>
      <ControlGroup>
        <NumericInput
          min={min}
          max={max}
          stepSize={stepSize}
          minorStepSize={stepSize && stepSize < 1 ? stepSize : undefined}
          value={value}
          data-testid={testId}
          onValueChange={(v) => setTyped(Number.isNaN(v) ? null : v)}
        />
        <Button intent="primary" text={t('monitoring.send')} data-testid={`${testId}-send`} disabled={locked} loading={locked} onClick={() => onSend(value)} />
      </ControlGroup>
    </FormGroup>
  );
}
