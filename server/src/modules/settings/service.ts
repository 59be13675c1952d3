/**
 * System settings beyond the logo row: general settings with checked images (written through the system
 * module's row), notification channels whose secrets never leave the server, and the system authorization.
 */
import type { AppContext } from '../../app-context';
import { ok, validationError } from '../../http/envelope';
import { isEmail } from '../../../../sdk/src/shared/validation';
import { unixSeconds } from '../../storage/database';
import { SystemService } from '../system/service';
import { readConfig, writeConfig } from './config-store';
import { checkImageDataUrl } from './image-data-url';
import { ADMIN_TEXT } from './messages';

export interface GeneralUpdate { system_name: string; theme: 'blue' | 'white'; logo_one?: string; home_background?: string }

interface EmailConfig { enabled: boolean; host: string; port: number | ''; from_email: string; from_name: string; ssl: boolean; from_password: string }
interface SmsConfig { enabled: boolean; provider: string; access_key_id: string; access_key_secret: string; endpoint: string; sign_name: string; template_code: string }
interface NotificationConfig { email: EmailConfig; sms: SmsConfig }

export type NotificationUpdate = {
  email: Omit<EmailConfig, 'from_password'> & { from_password?: string };
  sms: Omit<SmsConfig, 'access_key_secret'> & { access_key_secret?: string };
};

const EMPTY_NOTIFICATION: NotificationConfig = {
  email: { enabled: false, host: '', port: '', from_email: '', from_name: '', ssl: true, from_password: '' },
  sms: { enabled: false, provider: 'aliyun', access_key_id: '', access_key_secret: '', endpoint: '', sign_name: '', template_code: '' },
};

export interface License { licensee: string; edition: string; issued_at: number | null; expires_at: number | null; device_limit: number | null }
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

  constructor(private readonly ctx: AppContext, private readonly version: string) {
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
      if (!check.ok) throw validationError(check.reason === 'format' ? ADMIN_TEXT.imageFormat : check.reason === 'type' ? ADMIN_TEXT.imageType : ADMIN_TEXT.imageSize);
    }
    return this.system.update({ system_name: body.system_name, theme: body.theme, logo_one: body.logo_one, home_background: body.home_background });
  }

  /** Secrets are replaced by `*_set` flags: the console can say one is stored without ever receiving it. */
  async notification() {
    const c = await readConfig<NotificationConfig>(this.ctx.db, 'notification', EMPTY_NOTIFICATION);
    const { from_password, ...email } = { ...EMPTY_NOTIFICATION.email, ...c.email };
    const { access_key_secret, ...sms } = { ...EMPTY_NOTIFICATION.sms, ...c.sms };
    return { email: { ...email, from_password_set: !!from_password }, sms: { ...sms, access_key_secret_set: !!access_key_secret } };
  }

  async updateNotification(body: NotificationUpdate) {
    if (body.email.from_email && !isEmail(body.email.from_email)) throw validationError(ADMIN_TEXT.emailInvalid);
    const current = await readConfig<NotificationConfig>(this.ctx.db, 'notification', EMPTY_NOTIFICATION);
    const next: NotificationConfig = {
      email: { ...EMPTY_NOTIFICATION.email, ...body.email, from_password: body.email.from_password || current.email?.from_password || '' },
      sms: { ...EMPTY_NOTIFICATION.sms, ...body.sms, access_key_secret: body.sms.access_key_secret || current.sms?.access_key_secret || '' },
    };
    await writeConfig(this.ctx.db, 'notification', next, this.now());
    return ok(await this.notification(), ADMIN_TEXT.saved);
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
