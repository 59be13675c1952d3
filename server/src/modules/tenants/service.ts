/**
 * Tenants (SYS_ADMIN): a tenant is created with its TENANT_ADMIN; disabling one disables every user of it (their
 * tokens, sockets and devices stop at once; no login is let in while it stays disabled) and remembers who was
 * enabled, so enabling restores exactly them; a tenant that still holds users, devices or sites beyond its admin
 * cannot be deleted.
 */
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { isEmail, isMobile } from '@tessera/sdk/shared';
import { unixSeconds } from '../../storage/database';
import { hashPassword, oneTimePassword } from '../auth/passwords';
import type { EventBus } from '../../events/event-bus';
import { ADMIN_TEXT } from '../settings/messages';
import { createTenant, findUserByEmail, findUserByPhone, insertUser } from '../users/store';
import {
  countTenantAdmins,
  deleteTenant,
  findTenant,
  insertTenantState,
  listTenants,
  renameTenant,
  setTenantEnabled,
  setTenantRemark,
  type TenantListFilter,
} from './store';
import { fill } from '../../i18n/localized-text';

export interface NewTenant {
  name: string;
  admin_name: string;
  admin_email: string;
  password?: string;
  mobile?: string;
  remark?: string;
}

export class TenantService {
  constructor(
    private readonly ctx: AppContext,
    private readonly bus: EventBus,
  ) {}

  private now() {
    return unixSeconds(this.ctx.clock.now());
  }

  private async existing(id: string) {
    const tenant = await findTenant(this.ctx.db, id);
    if (!tenant) throw businessError(ADMIN_TEXT.tenantNotFound);
    return tenant;
  }

  async list(body: PageRequest & TenantListFilter) {
    const win = pageWindow(body);
    const { total, rows } = await listTenants(this.ctx.db, body, win.offset, win.per_page);
    return pageOf(win, total, rows);
  }

  async add(body: NewTenant) {
    const email = body.admin_email.trim().toLowerCase();
    if (!isEmail(email)) throw validationError(ADMIN_TEXT.emailInvalid);
    if (body.mobile && !isMobile(body.mobile)) throw validationError(ADMIN_TEXT.mobileInvalid);
    if (await findUserByEmail(this.ctx.db, email)) throw businessError(ADMIN_TEXT.emailTaken);
    if (body.mobile && (await findUserByPhone(this.ctx.db, body.mobile))) throw businessError(ADMIN_TEXT.mobileTaken);
    const now = this.now();
    // Without a password the tenant's admin gets a one-time one, answered once and changed at first login.
    const oneTime = body.password ? undefined : oneTimePassword();
    const password_hash = await hashPassword(body.password || oneTime!);
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const tenantId = await createTenant(trx, body.name.trim(), now);
      await insertTenantState(trx, tenantId, body.remark ?? '');
      await insertUser(
        trx,
        {
          tenant_id: tenantId,
          email,
          name: body.admin_name.trim(),
          phone_number: body.mobile || null,
          password_hash,
          authority: 'TENANT_ADMIN',
          must_change_password: oneTime ? '1' : '0',
        },
        now,
      );
      return tenantId;
    });
    const tenant = await findTenant(this.ctx.db, id);
    return ok(oneTime ? { ...tenant, password: oneTime } : tenant, ADMIN_TEXT.added);
  }

  async edit(body: { id: string; name?: string; remark?: string }) {
    await this.existing(body.id);
    await this.ctx.db.transaction().execute(async (trx) => {
      if (body.name !== undefined) await renameTenant(trx, body.id, body.name.trim());
      if (body.remark !== undefined) await setTenantRemark(trx, body.id, body.remark);
    });
    return ok(await findTenant(this.ctx.db, body.id), ADMIN_TEXT.saved);
  }

  async setEnabled(id: string, enabled: '0' | '1') {
    const tenant = await this.existing(id);
    if (tenant.enabled === enabled) return ok(tenant, ADMIN_TEXT.saved);
    await setTenantEnabled(this.ctx.db, id, enabled, this.now());
    // Sessions already fail the token check; these close the sockets and drop (or let back) the devices, on every server.
    if (enabled === '0') await this.bus.publish('revocation', { tenantId: id });
    await this.bus.publish('tenant', { tenantId: id, enabled: enabled === '1' });
    return ok(await findTenant(this.ctx.db, id), ADMIN_TEXT.saved);
  }

  /** Refused while anything but the tenant's admin accounts remains (users, devices, sites). */
  async delete(id: string) {
    const tenant = await this.existing(id);
    const users = tenant.user_count - (await countTenantAdmins(this.ctx.db, id));
    if (users > 0 || tenant.device_count > 0 || tenant.site_count > 0) {
      throw businessError(fill(ADMIN_TEXT.tenantHasData, { users, devices: tenant.device_count, sites: tenant.site_count }));
    }
    await deleteTenant(this.ctx.db, id);
    return ok([], ADMIN_TEXT.deleted);
  }
}
