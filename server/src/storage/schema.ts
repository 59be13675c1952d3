/**
 * Row types of the tables the foundation migration creates. Later migrations (devices, telemetry, ...) extend
 * `Database` by declaration merging in their own module or by adding interfaces here.
 * Ids are text (UUIDs; tenant ids 8 hex chars), times are unix seconds unless the column name says `_ms`,
 * enum-like values are strings ("0"/"1") as in the wire contract.
 */
import type { ColumnType, Generated } from 'kysely';

export interface TenantTable {
  id: string;
  name: string;
  created_at: number;
}

export interface UserTable {
  id: string;
  tenant_id: string | null;
  email: string;
  phone_number: string | null;
  name: string;
  password_hash: string;
  authority: string;
  enabled: string;
  remark: string;
  additional_info: string;
  created_at: number;
  updated_at: number;
  /** '1': the password is a one-time one (generated, reset) and must be changed before anything else. */
  must_change_password: string;
}

export interface SessionTable {
  jti: string;
  user_id: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface CaptchaTable {
  phone_number: string;
  purpose: string;
  code: string;
  expires_at_ms: number;
  sent_at_ms: number;
  wrong_tries: number;
}

export interface FunctionTable {
  id: string;
  parent_id: string;
  name: string;
  title: string;
  icon: string;
  component: string;
  path: string;
  sort: number;
  code: string;
  type: string;
  description: string;
  access: string;
  extension_id: string | null;
  created_at: number;
  /** Extension menu entries: the name of the permission-tree entry a caller must hold to see this one (migration 1100). */
  requires?: string | null;
}

export interface RoleTable {
  id: string;
  tenant_id: string | null;
  site_id: string | null;
  role_name: string;
  role_describe: string;
  parent_id: string;
  created_at: number;
  /** Set on seeded roles until renamed: their name and description are then shown in the reader's language. */
  seed_key: string | null;
}
export interface RoleFunctionTable {
  role_id: string;
  function_id: string;
}
export interface UserRoleTable {
  user_id: string;
  role_id: string;
}

export interface SiteTable {
  id: string;
  tenant_id: string;
  name: string;
  address: string;
  remark: string;
  created_at: number;
}
export interface SiteUserTable {
  site_id: string;
  user_id: string;
}

export interface DeviceTable {
  id: string;
  tenant_id: string;
  site_id: string | null;
  name: string;
  created_at: number;
}

export interface MessageCounterTable {
  tenant_id: string;
  count: number;
}

export interface SystemSettingTable {
  id: string;
  system_name: string;
  theme: string;
  logo_one: string;
  logo_two: string;
  logo_three: string;
  home_background: string;
  remark: string;
}

export interface OperationLogTable {
  seq: Generated<number>;
  id: string;
  tenant_id: string | null;
  user_id: string | null;
  user_email: string;
  ip: string;
  method: string;
  path: string;
  code: number;
  message: string;
  created_at: number;
}

export interface ExtensionTable {
  id: string;
  version: string;
  manifest: ColumnType<unknown, string, string>;
  enabled: boolean;
  installed_at: number;
  /** Key id of the trusted publisher key that signed the pack; null when installed unsigned (migration 1100). */
  signer: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The plugin market (migration 1100): sources, trusted publisher keys, switches, built-in enabled flags. */
export interface MarketSourceTable {
  id: string;
  name: string;
  kind: string;
  location: string;
  created_at: number;
}
export interface MarketTrustedKeyTable {
  id: string;
  name: string;
  public_key: string;
  created_at: number;
}
export interface MarketSettingTable {
  name: string;
  value: string;
}
export interface ExtensionBuiltinStateTable {
  id: string;
  enabled: boolean;
}
export interface ExtensionDisabledViewTable {
  extension_id: string;
  component: string;
}

/** Notifications (migration 0640): service configuration, notice groups, outbox, delivery records, in-console notices. */
export interface NotificationServiceTable {
  notice_type: number;
  config: string;
  status: number;
  updated_at: number;
}
export interface NotificationGroupTable {
  id: string;
  tenant_id: string;
  group_name: string;
  description: string;
  notification_type: number;
  status: number;
  notification_config: string;
  created_at: number;
  updated_at: number;
}
export interface NotificationMemberTable {
  group_id: string;
  user_id: string;
  is_email: number;
  is_phone: number;
  is_message: number;
}
export interface NotificationOutboxTable {
  id: string;
  tenant_id: string | null;
  group_id: string | null;
  channel: string;
  target: string;
  subject: string;
  content: string;
  source: string;
  source_id: string | null;
  status: string;
  attempts: number;
  next_attempt_ms: number;
  lease_until_ms: number | null;
  last_error: string | null;
  created_ms: number;
  sent_ms: number | null;
}
export interface NotificationRecordTable {
  id: string;
  tenant_id: string | null;
  outbox_id: string | null;
  group_id: string | null;
  notification_type: number;
  channel: string;
  send_target: string;
  send_content: string;
  send_result: number;
  attempt: number;
  error: string;
  send_time: number;
}
export interface UserNoticeTable {
  id: string;
  tenant_id: string | null;
  user_id: string;
  subject: string;
  content: string;
  source: string;
  created_at: number;
  read_at: number | null;
}

export interface ExtensionFileTable {
  extension_id: string;
  version: string;
  path: string;
  content: Uint8Array;
}
export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: number;
}
export interface ChargeRuleTable {
  id: string;
  tenant_id: string;
  site_id: string;
  name: string;
  description: string;
  slots: string;
  created_at: number;
  updated_at: number;
}
export interface ChargePriceTable {
  id: string;
  tenant_id: string;
  site_id: string;
  tier: string;
  electricity: number;
  service: number;
  effective_from: string;
  effective_from_ms: number;
  created_at: number;
}
export interface ChargeSettingTable {
  site_id: string;
  tenant_id: string;
  rule_id: string | null;
  min_balance_cents: number;
  max_duration_min: number;
  idle_fee_cents_per_min: number;
  utc_offset_min: number;
  device_ids: string;
  updated_at: number;
}
export interface ChargeOrderTable {
  id: string;
  tenant_id: string;
  site_id: string;
  device_id: string;
  status: string;
  start_ms: number;
  full_ms: number | null;
  end_ms: number | null;
  last_ms: number;
  start_wh: number | null;
  end_wh: number | null;
  energy_wh: number;
  electricity_cents: number;
  service_cents: number;
  idle_cents: number;
  total_cents: number;
  unpriced_wh: number;
  tiers: string;
  slots: string;
  bill_date: string | null;
  end_reason: string | null;
  created_at: number;
}
export interface MiniDeviceGroupTable {
  id: string;
  tenant_id: string;
  site_id: string;
  asset_id: string;
  display_name: string;
  sort: number;
  created_at: number;
}
export interface MiniFeedbackTable {
  id: string;
  tenant_id: string;
  site_id: string;
  device_id: string | null;
  content: string;
  images: string;
  contact: string;
  status: string;
  reply: string;
  replied_at: number | null;
  replied_by: string | null;
  created_at: number;
}
export interface MiniSourceTable {
  id: string;
  tenant_id: string;
  site_id: string;
  kind: string;
  title: string;
  image: string;
  link: string;
  sort: number;
  published: number;
  created_at: number;
  updated_at: number;
}
export interface MiniNoticeTable {
  id: string;
  tenant_id: string;
  site_id: string;
  title: string;
  content: string;
  audience: string;
  published: number;
  publish_at: number | null;
  created_at: number;
  updated_at: number;
}
export interface MiniSiteKeyTable {
  site_id: string;
  tenant_id: string;
  key_hash: string;
  key_hint: string;
  created_at: number;
}

export interface Database {
  tenant: TenantTable;
  users: UserTable;
  session: SessionTable;
  captcha: CaptchaTable;
  sys_function: FunctionTable;
  role: RoleTable;
  role_function: RoleFunctionTable;
  user_role: UserRoleTable;
  site: SiteTable;
  site_user: SiteUserTable;
  device: DeviceTable;
  message_counter: MessageCounterTable;
  system_setting: SystemSettingTable;
  operation_log: OperationLogTable;
  extension: ExtensionTable;
  notification_service: NotificationServiceTable;
  notification_group: NotificationGroupTable;
  notification_member: NotificationMemberTable;
  notification_outbox: NotificationOutboxTable;
  notification_record: NotificationRecordTable;
  user_notice: UserNoticeTable;
  server_secret: ServerSecretTable;
  extension_file: ExtensionFileTable;
  market_source: MarketSourceTable;
  market_trusted_key: MarketTrustedKeyTable;
  market_setting: MarketSettingTable;
  extension_builtin_state: ExtensionBuiltinStateTable;
  extension_disabled_view: ExtensionDisabledViewTable;
  charge_rule: ChargeRuleTable;
  charge_price: ChargePriceTable;
  charge_setting: ChargeSettingTable;
  charge_order: ChargeOrderTable;
  mini_device_group: MiniDeviceGroupTable;
  mini_feedback: MiniFeedbackTable;
  mini_source: MiniSourceTable;
  mini_notice: MiniNoticeTable;
  mini_site_key: MiniSiteKeyTable;
}
