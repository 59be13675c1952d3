/**
 * Notice groups of a tenant (members with their e-mail / SMS / in-console flags, plus e-mail, SMS and webhook
 * channels), the delivery records, the in-console notices of a user, and `notify`: one outbox row per delivery.
 * Unlike the ancestor, saving a group keeps its status, and every channel of a group delivers.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import type { Caller } from '../../http/route';
import { fill, type Lang } from '../../i18n/localized-text';
import { isEmail, isMobile } from '@tessera/sdk/shared';
import { unixSeconds } from '../../storage/database';
import type { Scope } from '../devices/scope';
import { maskGroupConfig, parseGroupConfig, splitList, type GroupConfig } from './group-config';
import { NOTICE_TEXT } from './messages';
import type { NoticeRequest, Notifier } from './notifier';
import type { OutboxWorker } from './outbox-worker';
import * as store from './store';

export interface MemberInput {
  user_id: string;
  is_email: 0 | 1;
  is_phone: 0 | 1;
  is_message: 0 | 1;
}
export interface GroupSave {
  id?: string;
  group_name: string;
  desc?: string;
  notification_type: number;
  notification_config: GroupConfig & { webhook?: { payload_url: string; secret?: string } };
  notification_members?: MemberInput[];
}
export type RecordQuery = PageRequest & store.RecordFilter;

export class NotificationService implements Notifier {
  private worker: OutboxWorker | undefined;

  constructor(private readonly ctx: AppContext) {}

  /** The worker to wake when rows are queued (set once the stack is built). */
  attach(worker: OutboxWorker): void {
    this.worker = worker;
  }

  private now() {
    return unixSeconds(this.ctx.clock.now());
  }

  async list(s: Scope, body: PageRequest & store.GroupFilter) {
    const win = pageWindow(body);
    const { total, rows } = await store.listGroups(this.ctx.db, s.tenantId, body, win.offset, win.per_page);
    return pageOf(
      win,
      total,
      rows.map((r) => this.toDto(r)),
    );
  }

  async detail(s: Scope, id: string) {
    const group = await this.group(s, id);
    const members = await store.membersOf(this.ctx.db, s.tenantId, id);
    return { ...this.toDto(group), notification_members: members };
  }

  async save(s: Scope, body: GroupSave) {
    const name = body.group_name.trim();
    if (!name) throw validationError(NOTICE_TEXT.nameRequired);
    const existing = body.id ? await this.group(s, body.id) : undefined;
    const config = this.checkConfig(body.notification_config, existing && parseGroupConfig(existing.notification_config));
    // One row per user: a user listed twice keeps the last flags.
    const members = [...new Map((body.notification_members ?? []).map((m) => [m.user_id, m])).values()];
    await this.checkMembers(s, members);
    if (!members.length && !config.email && !config.message && !config.webhook) throw validationError(NOTICE_TEXT.methodRequired);
    const now = this.now();
    const row = {
      id: existing?.id ?? randomUUID(),
      tenant_id: s.tenantId,
      group_name: name,
      description: body.desc ?? '',
      notification_type: body.notification_type,
      status: existing?.status ?? 1,
      notification_config: JSON.stringify(config),
      created_at: existing?.created_at ?? now,
      updated_at: now,
    };
    await store.saveGroup(
      this.ctx.db,
      row,
      members.map((m) => ({ user_id: m.user_id, is_email: m.is_email, is_phone: m.is_phone, is_message: m.is_message })),
      !existing,
    );
    return ok({ id: row.id }, NOTICE_TEXT.saved);
  }

  async remove(s: Scope, id: string) {
    if (!(await store.deleteGroup(this.ctx.db, s.tenantId, id))) throw businessError(NOTICE_TEXT.groupNotFound);
    return ok(null, NOTICE_TEXT.deleted);
  }

  /** `switch`: 1 started, 2 paused (idempotent). */
  async setStatus(s: Scope, id: string, status: 1 | 2) {
    if (!(await store.setGroupStatus(this.ctx.db, s.tenantId, id, status, this.now()))) throw businessError(NOTICE_TEXT.groupNotFound);
    return ok(null, NOTICE_TEXT.switched);
  }

  /** Queues a test notice to every channel of a started group; the records page shows how each delivery went. */
  async test(s: Scope, id: string, lang: Lang) {
    const group = await this.group(s, id);
    if (group.status !== 1) throw businessError(NOTICE_TEXT.groupDisabled);
    const content = `${NOTICE_TEXT.testSubject[lang]} — ${group.group_name} (${s.caller.email})`;
    const count = await this.enqueue({
      tenantId: s.tenantId,
      groupId: id,
      subject: NOTICE_TEXT.testSubject[lang],
      content,
      source: 'test',
      sourceId: s.caller.id,
    });
    return ok({ queued: count }, fill(NOTICE_TEXT.testQueued, { count }));
  }

  /** Other areas (alarms, automations) call this; a missing or paused group drops the request, as documented. */
  async notify(request: NoticeRequest): Promise<void> {
    const count = await this.enqueue(request);
    if (count < 0) this.ctx.log.debug(`notify: group ${request.groupId} of tenant ${request.tenantId} is missing or paused; dropped`);
  }

  async history(caller: Caller, body: RecordQuery) {
    if (body.start_time !== undefined && body.end_time !== undefined && body.start_time > body.end_time) throw validationError(NOTICE_TEXT.timeRange);
    const win = pageWindow(body);
    const { total, rows } = await store.listRecords(this.ctx.db, caller.tenant_id, body, win.offset, win.per_page);
    return pageOf(win, total, rows);
  }

  async inbox(caller: Caller, body: PageRequest) {
    const win = pageWindow(body);
    const { total, unread, rows } = await store.listUserNotices(this.ctx.db, caller.id, win.offset, win.per_page);
    return { ...pageOf(win, total, rows), unread };
  }

  async markRead(caller: Caller, id?: string) {
    if (id && !(await store.hasUserNotice(this.ctx.db, caller.id, id))) throw businessError(NOTICE_TEXT.noticeNotFound);
    return { updated: await store.markNoticesRead(this.ctx.db, caller.id, id, this.now()) };
  }

  /** One outbox row per delivery; -1 when the group is missing or paused. */
  private async enqueue(r: NoticeRequest): Promise<number> {
    const group = await store.findGroup(this.ctx.db, r.tenantId, r.groupId);
    if (!group || group.status !== 1) return -1;
    const config = parseGroupConfig(group.notification_config);
    const targets: { channel: string; target: string }[] = [];
    for (const m of await store.membersOf(this.ctx.db, r.tenantId, r.groupId)) {
      if (m.is_email && m.email) targets.push({ channel: 'email', target: m.email });
      if (m.is_phone && m.phone_number) targets.push({ channel: 'sms', target: m.phone_number });
      if (m.is_message) targets.push({ channel: 'console', target: m.user_id });
    }
    for (const email of splitList(config.email)) targets.push({ channel: 'email', target: email });
    for (const phone of splitList(config.message)) targets.push({ channel: 'sms', target: phone });
    if (config.webhook?.payload_url) targets.push({ channel: 'webhook', target: config.webhook.payload_url });
    const unique = [...new Map(targets.map((t) => [`${t.channel} ${t.target}`, t])).values()];
    const now = this.ctx.clock.now();
    await store.enqueue(
      this.ctx.db,
      unique.map((t) => ({
        tenant_id: r.tenantId,
        group_id: r.groupId,
        channel: t.channel,
        target: t.target,
        subject: r.subject,
        content: r.content,
        source: r.source,
        source_id: r.sourceId ?? null,
        next_attempt_ms: now,
        created_ms: now,
      })),
    );
    this.worker?.kick();
    return unique.length;
  }

  private async group(s: Scope, id: string) {
    const group = await store.findGroup(this.ctx.db, s.tenantId, id);
    if (!group) throw businessError(NOTICE_TEXT.groupNotFound);
    return group;
  }

  private toDto(r: Awaited<ReturnType<typeof store.findGroup>> & object) {
    return {
      id: r.id,
      group_name: r.group_name,
      desc: r.description,
      notification_type: r.notification_type,
      status: r.status,
      notification_config: JSON.stringify(maskGroupConfig(parseGroupConfig(r.notification_config))),
      tenant_id: r.tenant_id,
      create_time: r.created_at,
    };
  }

  /** Lists are checked entry by entry; an empty webhook secret keeps the stored one for the same URL. */
  private checkConfig(input: GroupSave['notification_config'], stored: GroupConfig | undefined): GroupConfig {
    const emails = splitList(input.email);
    const bad = emails.find((e) => !isEmail(e));
    if (bad) throw validationError(fill(NOTICE_TEXT.emailInvalid, { value: bad }));
    const phones = splitList(input.message);
    const badPhone = phones.find((p) => !isMobile(p));
    if (badPhone) throw validationError(fill(NOTICE_TEXT.phoneInvalid, { value: badPhone }));
    const out: GroupConfig = {};
    if (emails.length) out.email = emails.join(',');
    if (phones.length) out.message = phones.join(',');
    const url = input.webhook?.payload_url.trim();
    if (url) {
      if (!/^https?:\/\/\S+$/.test(url)) throw validationError(NOTICE_TEXT.urlInvalid);
      const keep = stored?.webhook?.payload_url === url ? stored.webhook.secret : '';
      out.webhook = { payload_url: url, secret: input.webhook?.secret || keep };
    }
    return out;
  }

  private async checkMembers(s: Scope, members: MemberInput[]): Promise<void> {
    if (members.some((m) => !m.is_email && !m.is_phone && !m.is_message)) throw validationError(NOTICE_TEXT.memberNoFlag);
    const known = await store.tenantUserIds(this.ctx.db, s.tenantId, [...new Set(members.map((m) => m.user_id))]);
    const unknown = members.find((m) => !known.has(m.user_id));
    if (unknown) throw validationError(fill(NOTICE_TEXT.memberUnknown, { value: unknown.user_id }));
  }
}
