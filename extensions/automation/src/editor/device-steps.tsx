import { Button, ControlGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { DeviceActionFields, type DeviceActionValue } from './device-action-fields';
import { parseObject, typedValue } from './model';
import type { PlaceCatalog } from './place-catalog';

export const newStep = (): DeviceActionValue => ({ business_id: '', asset_id: '', device_id: '', device_model: '1', key: '', value: '' });

/** A step as the server stores it: target, `device_model` and `instruct` (typed by the device's plugin). */
export function stepToWire(s: DeviceActionValue, catalog: PlaceCatalog) {
  const type = catalog.tsl[s.device_id]?.properties.find((p) => p.name === s.key)?.dataType;
  const instruct = s.device_model === '2' ? { method: s.key, params: parseObject(s.value) } : { [s.key]: typedValue(s.value, type) };
  return { ...(s.device_id ? { device_id: s.device_id } : { asset_id: s.asset_id }), device_model: s.device_model, instruct };
}

export function stepFromWire(w: { device_id?: string; asset_id?: string; business_id?: string; device_model?: string; instruct?: unknown }): DeviceActionValue {
  const ins = (typeof w.instruct === 'string' ? parseObject(w.instruct) : (w.instruct as Record<string, unknown>)) ?? {};
  const base = { business_id: w.business_id ?? '', asset_id: w.asset_id ?? '', device_id: w.device_id ?? '', device_model: w.device_model || '1' };
  if (base.device_model === '2') return { ...base, key: String(ins.method ?? ''), value: JSON.stringify(ins.params ?? {}) };
  const [key, value] = Object.entries(ins)[0] ?? ['', ''];
  return { ...base, key, value: String(value) };
}

export interface DeviceStepsProps {
  steps: DeviceActionValue[];
  catalog: PlaceCatalog;
  onChange(steps: DeviceActionValue[]): void;
  testId: string;
}

/** An ordered list of device outputs (scenes and control strategies). */
export function DeviceSteps({ steps, catalog, onChange, testId }: DeviceStepsProps) {
  const { t } = useT();
  return (
    <>
      {steps.map((s, i) => (
        <ControlGroup key={i} fill={false} style={{ flexWrap: 'wrap', gap: 4, marginBottom: 6 }}>
          <DeviceActionFields
            value={s}
            catalog={catalog}
            testId={`${testId}-${i}`}
            onChange={(p) => onChange(steps.map((x, j) => (j === i ? { ...x, ...p } : x)))}
          />
          {steps.length > 1 && (
            <Button icon="trash" variant="minimal" aria-label={t('editor.remove')} onClick={() => onChange(steps.filter((_, j) => j !== i))} />
          )}
        </ControlGroup>
      ))}
      <Button icon="add" text={t('editor.addAction')} onClick={() => onChange([...steps, newStep()])} data-testid={`${testId}-add`} />
    </>
  );
}
