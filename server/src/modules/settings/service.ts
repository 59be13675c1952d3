/**
 * System settings beyond the logo row: general settings with checked images (written through the system
 * module's row) and the system authorization.
 */
import type { AppContext } from '../../app-context';
import { ok, validationError } from '../../http/envelope';
import { unixSeconds } from '../../storage/database';
import { SystemService } from '../system/service';
import { readConfig, writeConfig } from './config-store';
import { checkImageDataUrl } from './image-data-url';
import { ADMIN_TEXT } from './messages';

export interface GeneralUpdate {
  system_name: string;
  theme: 'blue' | 'white';
  logo_one?: string;
  home_background?: string;
}

export interface License {
  licensee: string;
  edition: string;
  issued_at: number | null;
  expires_at: number | null;
  device_limit: number | null;
}
const COMMUNITY: License = { licensee: '', edition: 'community', issued_at: null, expires_at: null, device_limit: null };

/** A license key is base64url JSON `{licensee, edition, issued_at?, expires_at?, device_limit?}` (unsigned: informative). */
export function parseLicenseKey(key: string): License | null {
  try {
    const v = JSON.parse(Buffer.from(key.trim(), 'base64url').toString('utf8'));
    if (!v || typeof v.licensee !== 'string' || typeof v.edition !== 'string' || !v.licensee || !v.edition) return null;
    const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
    return { licensee: v.licensee, edition: v.edition, issued_at: num(v.issued_at), expires_at: num(v.expires_at), device_limit: num(v.device_limit) };
  } catch {
    return null;
  }
}

export class SettingsService {
  private readonly system: SystemService;

  constructor(
    private readonly ctx: AppContext,
    private readonly version: string,
  ) {
    this.system = new SystemService(ctx);
  }

  private now() {
    return unixSeconds(this.ctx.clock.now());
  }

  async updateGeneral(body: GeneralUpdate) {
    for (const field of ['logo_one', 'home_background'] as const) {
      const value = body[field];
      if (value === undefined) continue;
      const check = checkImageDataUrl(value);
      if (!check.ok)
        throw validationError(check.reason === 'format' ? ADMIN_TEXT.imageFormat : check.reason === 'type' ? ADMIN_TEXT.imageType : ADMIN_TEXT.imageSize);
    }
    return this.system.update({ system_name: body.system_name, theme: body.theme, logo_one: body.logo_one, home_background: body.home_background });
  }

  async authorization() {
    const stored = await readConfig<{ key: string }>(this.ctx.db, 'license', { key: '' });
    const license = (stored.key && parseLicenseKey(stored.key)) || COMMUNITY;
    return { ...license, version: this.version, license_key_set: !!stored.key };
  }

  async updateAuthorization(key: string) {
    if (!parseLicenseKey(key)) throw validationError(ADMIN_TEXT.licenseInvalid);
    await writeConfig(this.ctx.db, 'license', { key: key.trim() }, this.now());
    return ok(await this.authorization(), ADMIN_TEXT.saved);
  }
}
