/** System settings: name, theme and logos (`/system/logo/*`). One row, created on first start. */
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import type { SystemSettingTable } from '../../storage/schema';
import { COMMON_TEXT } from '../../i18n/messages';
import { findSettings, insertSettingsOnce, updateSettings } from './store';

export const SETTINGS_ID = 'system';
export const DEFAULT_SETTINGS: SystemSettingTable = {
  id: SETTINGS_ID,
  system_name: 'Tessera',
  theme: 'blue',
  logo_one: '',
  logo_two: '',
  logo_three: '',
  home_background: '',
  remark: '',
};

export async function ensureSettings(ctx: AppContext): Promise<void> {
  await insertSettingsOnce(ctx.db, DEFAULT_SETTINGS);
}

export class SystemService {
  constructor(private readonly ctx: AppContext) {}

  async logo() {
    return (await findSettings(this.ctx.db, SETTINGS_ID)) ?? DEFAULT_SETTINGS;
  }

  async update(body: Partial<Omit<SystemSettingTable, 'id'>>) {
    const current = await this.logo();
    const next = {
      ...current,
      ...Object.fromEntries(Object.entries(body).filter(([k, v]) => Object.hasOwn(DEFAULT_SETTINGS, k) && k !== 'id' && typeof v === 'string')),
    };
    await updateSettings(this.ctx.db, next);
    return ok(next, COMMON_TEXT.saved);
  }
}
