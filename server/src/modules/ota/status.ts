/** The per-device `upgrade_status` codes and the keys of the status details written on the rows. */
import type { OTA_MSG } from './messages';

export const STATUS = { waiting: '0', notified: '1', upgrading: '2', success: '3', failed: '4', cancelled: '5' } as const;

export type DetailKey = keyof typeof OTA_MSG;
