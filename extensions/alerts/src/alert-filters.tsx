import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useLoad, useServerApi, useT } from '@tessera/sdk';
import { LEVELS, STATES } from './alert-row';

export interface AlertFiltersProps {
  filters: Record<string, unknown>;
  onChange(patch: Record<string, unknown>): void;
}

/** Unix seconds from a `datetime-local` value ('' when empty). */
const seconds = (v: string) => (v ? String(Math.floor(new Date(v).getTime() / 1000)) : '');

/** State, level, device and time-range filters of the alert list. */
export function AlertFilters({ filters, onChange }: AlertFiltersProps) {
  const { t } = useT();
  const api = useServerApi();
  const devices = useLoad(() => api.devices.list({ current_page: 1, per_page: 100 }), [api]);
  const value = (k: string) => String(filters[k] ?? '');
  return (
    <div className="tessera-alert-filters" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
      <HTMLSelect
        aria-label={t('list.state')}
        data-testid="alert-filter-state"
        value={value('processing_result')}
        onChange={(e) => onChange({ processing_result: e.currentTarget.value })}
        options={[{ value: '', label: t('list.allStates') }, ...STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))]}
      />
      <HTMLSelect
        aria-label={t('list.level')}
        data-testid="alert-filter-level"
        value={value('warning_level')}
        onChange={(e) => onChange({ warning_level: e.currentTarget.value })}
        options={[{ value: '', label: t('list.allLevels') }, ...LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))]}
      />
      <HTMLSelect
        aria-label={t('list.device')}
        data-testid="alert-filter-device"
        value={value('device_id')}
        onChange={(e) => onChange({ device_id: e.currentTarget.value })}
        options={[{ value: '', label: t('list.allDevices') }, ...(devices.data?.data ?? []).map((d) => ({ value: d.device, label: d.device_name }))]}
      />
      <InputGroup
        type="datetime-local"
        aria-label={t('list.from')}
        data-testid="alert-filter-from"
        onChange={(e) => onChange({ start_time: seconds(e.currentTarget.value) })}
      />
      <InputGroup
        type="datetime-local"
        aria-label={t('list.to')}
        data-testid="alert-filter-to"
        onChange={(e) => onChange({ end_time: seconds(e.currentTarget.value) })}
      />
    </div>
  );
}
