/** The wire codes of conditions, actions, levels and results (the contract's strings), named. */
export const CONDITION_TYPE = { device: '1', time: '2' } as const;
export const DEVICE_CONDITION = { property: '1', event: '2', online: '3', lasting: '4' } as const;
export const TIME_CONDITION = { range: '0', once: '1', repeat: '2' } as const;
/** Repeat kinds (`v1` of a repeat time condition). */
export const REPEAT = { everyMinutes: '0', hourly: '1', daily: '2', weekly: '3', monthly: '4', cron: '5' } as const;
/** Online-state values (`v2` of an online or lasting condition). */
export const ONLINE_STATE = { online: '1', offline: '2', either: '3' } as const;
export const OPERATORS = ['=', '==', '!=', '>', '>=', '<', '<=', 'between', 'in'] as const;
export type Operator = (typeof OPERATORS)[number];

/** Automation actions. */
export const ACTION = { device: '1', alarm: '2', scene: '3', notify: '4', control: '5' } as const;
/** Scene actions (different codes, as in the contract). */
export const SCENE_ACTION = { device: '1', toggleAutomation: '2', notify: '3' } as const;
/** `device_model` of a device action: set attributes or call a service (command). */
export const DEVICE_MODEL = { attributes: '1', service: '2' } as const;

export const WARNING_LEVELS = ['1', '2', '3', '4'] as const; // low, medium, high, urgent
export const RESULT = { ok: '1', failed: '2' } as const;
export const PROCESSING = { open: '0', processed: '1', ignored: '2' } as const;
export const ALARM_STATUS = { active: '1', cleared: '2' } as const;
