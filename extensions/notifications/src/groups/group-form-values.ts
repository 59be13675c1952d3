import { isEmail, isMobile, rules, type FormRules } from '@tessera/sdk';
import type { GroupConfigWire, GroupMember, GroupRow, GroupSave } from '../api/notifications-api';

/** A notice group flattened for one form. The webhook secret starts empty: typing one replaces the stored one. */
export interface GroupFormValues {
  group_name: string;
  desc: string;
  notification_type: number;
  emails: string;
  phones: string;
  webhook_url: string;
  webhook_secret: string;
  webhook_secret_set: boolean;
  members: GroupMember[];
}

/** Spec: several e-mails or phones are separated by English commas. */
export const splitList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const everyItem = (ok: (s: string) => boolean, message: string) => (v: unknown) => (splitList(String(v ?? '')).every(ok) ? null : message);

/** Spec: a notice group needs at least one notification method; each member at least one way to be told. */
const methods = (members: unknown, v: GroupFormValues) => {
  const list = members as GroupMember[];
  if (!list.length && !splitList(v.emails).length && !splitList(v.phones).length && !v.webhook_url.trim()) return 'groups.methodRequired';
  return list.some((m) => !m.is_email && !m.is_phone && !m.is_message) ? 'groups.memberNoFlag' : null;
};

export const GROUP_RULES: FormRules<GroupFormValues> = {
  group_name: [rules.required(), rules.maxLength(100)],
  desc: [rules.maxLength(500)],
  emails: [everyItem(isEmail, 'groups.emailListInvalid')],
  phones: [everyItem(isMobile, 'groups.phoneListInvalid')],
  webhook_url: [rules.pattern(/^https?:\/\/\S+$/, 'groups.urlInvalid')],
  members: [methods],
};

export function toGroupValues(row?: GroupRow): GroupFormValues {
  let config: GroupConfigWire = {};
  try {
    config = row ? JSON.parse(row.notification_config) : {};
  } catch {
    /* a broken row edits as empty */
  }
  return {
    group_name: row?.group_name ?? '',
    desc: row?.desc ?? '',
    notification_type: row?.notification_type ?? 1,
    emails: config.email ?? '',
    phones: config.message ?? '',
    webhook_url: config.webhook?.payload_url ?? '',
    webhook_secret: '',
    webhook_secret_set: !!config.webhook?.secret_set,
    members: (row?.notification_members ?? []).map((m) => ({
      user_id: m.user_id,
      is_email: m.is_email,
      is_phone: m.is_phone,
      is_message: m.is_message,
      name: m.name,
      email: m.email,
    })),
  };
}

/** The save body; a secret is sent only when typed (an absent one keeps the stored secret of the same URL). */
export function toGroupSave(v: GroupFormValues, id?: string): GroupSave {
  const config: GroupConfigWire = {};
  if (splitList(v.emails).length) config.email = splitList(v.emails).join(',');
  if (splitList(v.phones).length) config.message = splitList(v.phones).join(',');
  if (v.webhook_url.trim()) config.webhook = { payload_url: v.webhook_url.trim(), ...(v.webhook_secret ? { secret: v.webhook_secret } : {}) };
  return {
    ...(id ? { id } : {}),
    group_name: v.group_name.trim(),
    desc: v.desc,
    notification_type: Number(v.notification_type),
    notification_config: config,
    notification_members: v.members.map((m) => ({ user_id: m.user_id, is_email: m.is_email, is_phone: m.is_phone, is_message: m.is_message })),
  };
}
