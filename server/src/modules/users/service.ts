/**
 * User management. SYS_ADMIN manages platform admins and tenants (adding a TENANT_ADMIN creates its tenant);
 * TENANT_ADMIN manages the TENANT_USERs and SITE_ADMINs of its own tenant only. Other tenants' users are
 * "not found", never revealed.
 */
import { isEmail, isMobile } from '@tessera/sdk/shared';
import type { AppContext } from '../../app-context';
import { businessError, forbiddenError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { sortOf, type SortRequest } from '../../http/sorting';
import type { Caller } from '../../http/route';
import { unixSeconds } from '../../storage/database';
import { hashPassword, oneTimePassword, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/token-service';
import { setOneTimePassword } from './one-time-password';
import {
  createTenant,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  listUsers,
  setPasswordHash,
  updateUser,
  deleteUser,
  toUserDto,
  USER_SORT_COLUMNS,
  type UserRow,
} from './store';
import { fill } from '../../i18n/localized-text';
import { COMMON_TEXT } from '../../i18n/messages';
import { VALIDATION_TEXT } from '../../http/messages';
import { USER_TEXT } from './messages';

export { USER_TEXT } from './messages';

export interface UserInput {
  name?: string;
  email: string;
  password?: string;
  mobile?: string;
  phone_number?: string;
  remark?: string;
  authority: string;
  enabled?: string;
  additional_info?: string;
  tenant_name?: string;
}

/** Authorities a caller may create or manage. */
function manageable(caller: Caller): string[] {
  if (caller.authority === 'SYS_ADMIN') return ['SYS_ADMIN', 'TENANT_ADMIN'];
  if (caller.authority === 'TENANT_ADMIN') return ['TENANT_USER', 'SITE_ADMIN'];
  return [];
}

export class UserService {
  constructor(
    private readonly ctx: AppContext,
    private readonly tokens: TokenService,
  ) {}

  /** A user the caller may manage, else "not found". */
  async own(caller: Caller, id: string): Promise<UserRow> {
    const user = await findUserById(this.ctx.db, id);
    if (!user) throw businessError(USER_TEXT.notFound);
    if (caller.authority === 'SYS_ADMIN') {
      if (!manageable(caller).includes(user.authority)) throw businessError(USER_TEXT.notFound);
      return user;
    }
    if (user.tenant_id !== caller.tenant_id || !manageable(caller).includes(user.authority)) throw businessError(USER_TEXT.notFound);
    return user;
  }

  async list(caller: Caller, body: PageRequest & SortRequest & { search?: string; authority?: string; enabled?: string }) {
    const win = pageWindow(body);
    const allowed = manageable(caller);
    if (body.authority && !allowed.includes(body.authority)) return pageOf(win, 0, []);
    const filter = {
      tenant_id: caller.authority === 'SYS_ADMIN' ? undefined : caller.tenant_id!,
      authorities: body.authority ? [body.authority] : allowed,
      search: body.search,
      enabled: body.enabled,
      sort: sortOf(body, USER_SORT_COLUMNS),
    };
    const { total, rows } = await listUsers(this.ctx.db, filter, win.offset, win.per_page);
    return pageOf(win, total, rows.map(toUserDto));
  }

  async detail(caller: Caller, id: string) {
    return toUserDto(await this.own(caller, id));
  }

  async add(caller: Caller, body: UserInput) {
    if (!manageable(caller).includes(body.authority)) throw forbiddenError(USER_TEXT.authorityNotAllowed);
    if (!isEmail(body.email)) throw validationError(fill(VALIDATION_TEXT.email, { field: 'email' }));
    const phone = body.phone_number || body.mobile || null;
    if (phone && !isMobile(phone)) throw validationError(fill(VALIDATION_TEXT.mobile, { field: 'mobile' }));
    if (await findUserByEmail(this.ctx.db, body.email)) throw businessError(USER_TEXT.emailTaken);
    if (phone && (await findUserByPhone(this.ctx.db, phone))) throw businessError(USER_TEXT.phoneTaken);
    const now = unixSeconds(this.ctx.clock.now());
    // Without a password the user gets a one-time one, shown once to the admin and changed at first login.
    const oneTime = body.password ? undefined : oneTimePassword();
    const password_hash = await hashPassword(body.password || oneTime!);
    const user = await this.ctx.db.transaction().execute(async (trx) => {
      let tenantId = caller.tenant_id;
      if (caller.authority === 'SYS_ADMIN')
        tenantId = body.authority === 'TENANT_ADMIN' ? await createTenant(trx, body.tenant_name || body.name || body.email, now) : null;
      return insertUser(
        trx,
        {
          tenant_id: tenantId,
          email: body.email,
          phone_number: phone,
          name: body.name,
          password_hash,
          authority: body.authority,
          enabled: body.enabled ?? '1',
          remark: body.remark,
          additional_info: body.additional_info,
          must_change_password: oneTime ? '1' : '0',
        },
        now,
      );
    });
    return ok(oneTime ? { ...toUserDto(user), password: oneTime } : toUserDto(user), COMMON_TEXT.added);
  }

  async edit(caller: Caller, body: Partial<UserInput> & { id: string }) {
    const user = await this.own(caller, body.id);
    if (body.authority && body.authority !== user.authority) {
      if (!manageable(caller).includes(body.authority) || user.authority === 'TENANT_ADMIN' || body.authority === 'TENANT_ADMIN')
        throw forbiddenError(USER_TEXT.authorityNotAllowed);
    }
    if (body.email && body.email.toLowerCase() !== user.email) {
      if (!isEmail(body.email)) throw validationError(fill(VALIDATION_TEXT.email, { field: 'email' }));
      if (await findUserByEmail(this.ctx.db, body.email)) throw businessError(USER_TEXT.emailTaken);
    }
    const phone = body.phone_number ?? body.mobile;
    if (phone && phone !== user.phone_number) {
      if (!isMobile(phone)) throw validationError(fill(VALIDATION_TEXT.mobile, { field: 'mobile' }));
      if (await findUserByPhone(this.ctx.db, phone)) throw businessError(USER_TEXT.phoneTaken);
    }
    if (body.enabled === '0' && user.id === caller.id) throw businessError(USER_TEXT.self);
    const next: UserRow = {
      ...user,
      name: body.name ?? user.name,
      email: body.email?.toLowerCase() ?? user.email,
      phone_number: phone === undefined ? user.phone_number : phone || null,
      remark: body.remark ?? user.remark,
      enabled: body.enabled ?? user.enabled,
      authority: body.authority ?? user.authority,
      additional_info: body.additional_info ?? user.additional_info,
      updated_at: unixSeconds(this.ctx.clock.now()),
    };
    await updateUser(this.ctx.db, next);
    if (next.enabled !== '1') await this.tokens.revokeAll(next.id);
    return ok(toUserDto(next), COMMON_TEXT.saved);
  }

  async setEnabled(caller: Caller, id: string, enabled: string) {
    return this.edit(caller, { id, enabled });
  }

  async delete(caller: Caller, id: string) {
    if (id === caller.id) throw businessError(USER_TEXT.self);
    const user = await this.own(caller, id);
    // A tenant owner takes its (now empty of admins) tenant along only when nobody else is left in it.
    await deleteUser(this.ctx.db, user);
    // The session rows went with the user; this tells the open sockets.
    await this.tokens.revokeAll(user.id);
    return ok([], COMMON_TEXT.deleted);
  }

  /** A new one-time password, answered once to the admin who reset it; the user must change it at first login. */
  async resetPassword(caller: Caller, id: string) {
    const user = await this.own(caller, id);
    const password = await setOneTimePassword(this.ctx, user.id);
    await this.tokens.revokeAll(user.id);
    return ok({ password }, USER_TEXT.resetOk);
  }

  /** Self-service change with the old password (the console's change-password dialog). Other sessions end. */
  async changeOwnPassword(caller: Caller, body: { id?: string; old_password: string; password: string }) {
    if (body.id && body.id !== caller.id) throw forbiddenError();
    const user = await findUserById(this.ctx.db, caller.id);
    if (!user) throw businessError(USER_TEXT.notFound);
    if (!(await verifyPassword(body.old_password, user.password_hash))) throw businessError(USER_TEXT.wrongOldPassword);
    if (body.old_password === body.password) throw businessError(USER_TEXT.samePassword);
    const password_hash = await hashPassword(body.password);
    await setPasswordHash(this.ctx.db, user.id, password_hash, false, unixSeconds(this.ctx.clock.now()));
    await this.tokens.revokeAll(user.id, caller.jti);
    return ok([], USER_TEXT.passwordChanged);
  }
}
