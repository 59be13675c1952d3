import type { HttpClient } from '@tessera/sdk';
import type { UsageSample } from './usage-chart-option';

/** `/home/list`: current usage (percent, may come as text) and totals. */
export interface HomeSummary {
  cpu_usage: string | number;
  mem_usage: string | number;
  device: number;
  msg: number;
}

/** `/home/chart`: recent CPU and memory samples. */
export interface HomeChart {
  cpu: UsageSample[];
  mem: UsageSample[];
}

/** The home page polls both every 5 s so the curves move. */
export const HOME_POLL_MS = 5_000;

// Silent: a failed poll is shown in the page (with retry), not as a toast every 5 seconds.
export function fetchSummary(http: HttpClient): Promise<HomeSummary> {
  return http.call<HomeSummary>('/home/list', {}, { silent: true });
}

export function fetchChart(http: HttpClient): Promise<HomeChart> {
  return http.call<HomeChart>('/home/chart', {}, { silent: true });
}
