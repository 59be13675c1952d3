/** A row of `/v1/warning/information/list`. */
export interface AlertRow {
  id: string;
  warning_name: string;
  warning_level: string;
  warning_description: string;
  warning_content: string;
  processing_result: string;
  processing_instructions: string;
  processing_time: string;
  processing_people_name: string;
  created_at: number;
  device_id: string;
  device_name: string;
  asset_name: string;
  business_name: string;
  strategy_name: string;
  automation_name: string;
  trigger_value: string;
  trigger_count: number;
  last_time: number;
  alarm_status: string;
}

/** Levels low, medium, high, urgent; states unprocessed, processed, ignored. */
export const LEVELS = ['1', '2', '3', '4'] as const;
export const STATES = ['0', '1', '2'] as const;
export const LEVEL_INTENT: Record<string, 'none' | 'primary' | 'warning' | 'danger'> = { '1': 'none', '2': 'primary', '3': 'warning', '4': 'danger' };

/** The alert counts the header badge and the list follow (`/v1/warning/information/count`, topic `alerts`). */
export interface AlertCounts { unprocessed: number; processed: number }
