import type { AlarmRow } from '@tessera/sdk';

/** A row of `/v1/warning/information/list`: the SDK's alarm row (`api.alarms.list`); the list and dialogs use these fields. */
export type AlertRow = AlarmRow;
/** Levels low, medium, high, urgent; states unprocessed, processed, ignored. */
export const LEVELS = ['1', '2', '3', '4'] as const;
export const STATES = ['0', '1', '2'] as const;
export const LEVEL_INTENT: Record<string, 'none' | 'primary' | 'warning' | 'danger'> = { '1': 'none', '2': 'primary', '3': 'warning', '4': 'danger' };

/** The alert counts the header badge and the list follow (`/v1/warning/information/count`, topic `alerts`). */
export interface AlertCounts {
  unprocessed: number;
  processed: number;
}
