import { HttpClient, useLoad, useService } from '@tessera/sdk';
import { useMemo } from 'react';
import { dashboardApi } from '../api/dashboard-api';

/** The tenant's device names by id (device-list tiles label their rows with them). */
export function useDeviceNames(): Record<string, string> {
  const http = useService<HttpClient>(HttpClient);
  const devices = useLoad(() => dashboardApi.devices(http), [http]);
  return useMemo(() => Object.fromEntries((devices.data ?? []).map((d) => [d.id, d.name])), [devices.data]);
}
