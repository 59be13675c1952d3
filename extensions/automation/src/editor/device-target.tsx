import { HTMLSelect } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useEffect } from 'react';
import type { PlaceCatalog } from './place-catalog';

export interface Target {
  business_id: string;
  asset_id: string;
  device_id: string;
}

export interface DeviceTargetProps {
  value: Target;
  catalog: PlaceCatalog;
  onChange(patch: Partial<Target>): void;
  testId: string;
  /** Let the device be "every device of the group" (actions). */
  allowGroup?: boolean;
}

/** Project → group → device, each a select that narrows the next. */
export function DeviceTarget({ value, catalog, onChange, testId, allowGroup }: DeviceTargetProps) {
  const { t } = useT();
  useEffect(() => catalog.loadDevices(value.asset_id), [value.asset_id, catalog.loadDevices]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => catalog.loadTsl(value.device_id), [value.device_id, catalog.loadTsl]); // eslint-disable-line react-hooks/exhaustive-deps
  const groups = catalog.groups(value.business_id);
  const devices = catalog.devices[value.asset_id] ?? [];
  return (
    <>
      <HTMLSelect
        aria-label={t('editor.project')}
        data-testid={`${testId}-project`}
        value={value.business_id}
        onChange={(e) => onChange({ business_id: e.currentTarget.value, asset_id: '', device_id: '' })}
        options={[{ value: '', label: t('editor.chooseProject') }, ...catalog.projects.map((p) => ({ value: p.id, label: p.name }))]}
      />
      <HTMLSelect
        aria-label={t('editor.group')}
        data-testid={`${testId}-group`}
        value={value.asset_id}
        onChange={(e) => onChange({ asset_id: e.currentTarget.value, device_id: '' })}
        options={[{ value: '', label: t('editor.chooseGroup') }, ...groups.map((g) => ({ value: g.id, label: g.name }))]}
      />
      <HTMLSelect
        aria-label={t('editor.device')}
        data-testid={`${testId}-device`}
        value={value.device_id}
        onChange={(e) => onChange({ device_id: e.currentTarget.value })}
        options={[{ value: '', label: t(allowGroup ? 'editor.wholeGroup' : 'editor.chooseDevice') }, ...devices.map((d) => ({ value: d.id, label: d.name }))]}
      />
    </>
  );
}
