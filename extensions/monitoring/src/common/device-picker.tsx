import { HTMLSelect } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT } from '@tessera/sdk';
import { monitoringApi } from '../api/monitoring-api';

export interface DevicePickerProps {
  value: string;
  onChange(id: string): void;
  testId: string;
  /** Only devices of this plugin (the energy-storage views). */
  pluginId?: string;
}

/** A device chooser for the views opened from the menu without a device in the route. */
export function DevicePicker({ value, onChange, testId, pluginId }: DevicePickerProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const devices = useLoad(async () => {
    const page = await monitoringApi.devices(http, { current_page: 1, per_page: 100, ...(pluginId ? { plugin_id: pluginId } : {}) });
    return page.data.flatMap((d) => [d, ...(d.children ?? [])]);
  }, [http, pluginId]);
  return (
    <HTMLSelect
      aria-label={t('monitoring.device')}
      data-testid={testId}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={[{ value: '', label: t('monitoring.chooseDevice') }, ...(devices.data ?? []).map((d) => ({ value: d.device, label: d.device_name }))]}
    />
  );
}
