/**
 * Tenants (SYS_ADMIN): a tenant is created with its TENANT_ADMIN; disabling one disables every user of it (their
 * tokens, sockets and devices stop at once; no login is let in while it stays disabled) and remembers who was
 * enabled, so enabling restores exactly them; a tenant that still holds users, devices or sites beyond its admin
 * cannot be deleted.
 */
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { isEmail, isMobile } from '../../../../sdk/src/shared/validation';
import { unixSeconds } from '../../storage/database';
import { hashPassword, oneTimePassword } from '../auth/passwords';
import type { EventBus } from '../../events/event-bus';
import { ADMIN_TEXT } from '../settings/messages';
import { adminDb } from '../settings/tables';
import { createTenant, findUserByEmail, findUserByPhone, insertUser } from '../users/store';
import { findTenant, listTenants, type TenantListFilter } from './store';
import { fill } from '../../i18n/localized-text';

export interface NewTenant { name: string; admin_name: string; admin_email: string; password?: string; mobile?: string; remark?: string }

export class TenantService {
  constructor(private readonly ctx: AppContext, private readonly bus: EventBus) {}

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
      await adminDb(trx).insertInto('tenant_state').values({ tenant_id: tenantId, enabled: '1', remark: body.remark ?? '', disabled_user_ids: '[]' }).execute();
      await insertUser(trx, { tenant_id: tenantId, email, name: body.admin_name.trim(), phone_number: body.mobile || null, password_hash, authority: 'TENANT_ADMIN', must_change_password: oneTime ? '1' : '0' }, now);
      return tenantId;
    });
    const tenant = await findTenant(this.ctx.db, id);
    return ok(oneTime ? { ...tenant, password: oneTime } : tenant, ADMIN_TEXT.added);
  }

  async edit(body: { id: string; name?: string; remark?: string }) {
    await this.existing(body.id);
    await this.ctx.db.transaction().execute(async (trx) => {
      if (body.name !== undefined) await trx.updateTable('tenant').set({ name: body.name.trim() }).where('id', '=', body.id).execute();
      if (body.remark !== undefined) {
        await adminDb(trx).insertInto('tenant_state').values({ tenant_id: body.id, enabled: '1', remark: body.remark, disabled_user_ids: '[]' })
          .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ remark: body.remark! })).execute();
      }
    });
    return ok(await findTenant(this.ctx.db, body.id), ADMIN_TEXT.saved);
  }

  async setEnabled(id: string, enabled: '0' | '1') {
    const tenant = await this.existing(id);
    if (tenant.enabled === enabled) return ok(tenant, ADMIN_TEXT.saved);
    await this.ctx.db.transaction().execute(async (trx) => {
      const db = adminDb(trx);
      const state = await db.selectFrom('tenant_state').selectAll().where('tenant_id', '=', id).executeTakeFirst();
      if (enabled === '0') {
        const active = await trx.selectFrom('users').select('id').where('tenant_id', '=', id).where('enabled', '=', '1').execute();
        const ids = active.map((u) => u.id);
        if (ids.length) await trx.updateTable('users').set({ enabled: '0', updated_at: this.now() }).where('id', 'in', ids).execute();
        const values = { enabled: '0', disabled_user_ids: JSON.stringify(ids) };
        if (state) await db.updateTable('tenant_state').set(values).where('tenant_id', '=', id).execute();
        else await db.insertInto('tenant_state').values({ tenant_id: id, remark: '', ...values }).execute();
      } else {
        const ids: string[] = state ? JSON.parse(state.disabled_user_ids || '[]') : [];
        if (ids.length) await trx.updateTable('users').set({ enabled: '1', updated_at: this.now() }).where('tenant_id', '=', id).where('id', 'in', ids).execute();
        await db.updateTable('tenant_state').set({ enabled: '1', disabled_user_ids: '[]' }).where('tenant_id', '=', id).execute();
      }
    });
    // Sessions already fail the token check; these close the sockets and drop (or let back) the devices, on every server.
    if (enabled === '0') await this.bus.publish('revocation', { tenantId: id });
    await this.bus.publish('tenant', { tenantId: id, enabled: enabled === '1' });
    return ok(await findTenant(this.ctx.db, id), ADMIN_TEXT.saved);
  }

  /** Refused while anything but the tenant's admin accounts remains (users, devices, sites). */
  async delete(id: string) {
    const tenant = await this.existing(id);
    const { n: admins } = await this.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', id).where('authority', '=', 'TENANT_ADMIN').executeTakeFirstOrThrow();
    const users = tenant.user_count - Number(admins);
    if (users > 0 || tenant.device_count > 0 || tenant.site_count > 0) {
      throw businessError(fill(ADMIN_TEXT.tenantHasData, { users, devices: tenant.device_count, sites: tenant.site_count }));
    }
    // Cascades: the admin accounts, their sessions, the tenant's roles and state.
    await this.ctx.db.deleteFrom('tenant').where('id', '=', id).execute();
    return ok([], ADMIN_TEXT.deleted);
  }
}
