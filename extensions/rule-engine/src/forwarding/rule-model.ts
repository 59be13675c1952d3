import type { MessageType, Rule, RuleSave, Source } from '../api/forwarding-api';

export type SourceKind = 'device' | 'group' | 'project';

export interface SourceDraft {
  kind: SourceKind;
  id: string;
  message_type: MessageType;
}

/** What the rule dialog edits: flat text fields, converted to the wire shape on save. */
export interface RuleDraft {
  id?: string;
  name: string;
  desc: string;
  script: string;
  url: string;
  headers: string;
  timeout_ms: string;
  mqttOn: boolean;
  host: string;
  port: string;
  tls: boolean;
  username: string;
  password: string;
  passwordSet: boolean;
  client_id: string;
  topic: string;
  qos: '0' | '1' | '2';
  sources: SourceDraft[];
  warning: boolean;
  warningName: string;
  warningLevel: string;
  triggerCount: string;
}

export const SAMPLE_SCRIPT =
  'function encodeInp(msg) {\n  // msg: { device_id, device_name, message_type, ts, values | method, params | payload }\n  return msg;\n}';

export const emptyDraft = (): RuleDraft => ({
  name: '',
  desc: '',
  script: '',
  url: '',
  headers: '',
  timeout_ms: '3000',
  mqttOn: false,
  host: '',
  port: '1883',
  tls: false,
  username: '',
  password: '',
  passwordSet: false,
  client_id: '',
  topic: '',
  qos: '0',
  sources: [{ kind: 'device', id: '', message_type: 1 }],
  warning: false,
  warningName: '',
  warningLevel: '2',
  triggerCount: '3',
});

const sourceOf = (s: Source): SourceDraft =>
  s.device_id
    ? { kind: 'device', id: s.device_id, message_type: s.message_type }
    : s.asset_group_id
      ? { kind: 'group', id: s.asset_group_id, message_type: s.message_type }
      : { kind: 'project', id: s.business_id, message_type: s.message_type };

export function draftOf(r: Rule): RuleDraft {
  const m = r.target_info.mqtt;
  return {
    ...emptyDraft(),
    id: r.id,
    name: r.name,
    desc: r.desc,
    script: r.script,
    url: r.target_info.url,
    headers: Object.entries(r.target_info.headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n'),
    timeout_ms: String(r.target_info.timeout_ms),
    ...(m
      ? {
          mqttOn: true,
          host: m.host,
          port: String(m.port),
          tls: m.tls,
          username: m.username,
          passwordSet: !!m.password_set,
          client_id: m.client_id,
          topic: m.topic,
          qos: String(m.qos) as RuleDraft['qos'],
        }
      : {}),
    sources: r.device_info.map(sourceOf),
    warning: r.warning_switch === 1,
    warningName: r.warning_strategy?.warning_strategy_name ?? '',
    warningLevel: r.warning_strategy?.warning_level ?? '2',
    triggerCount: String(r.warning_strategy?.trigger_count ?? 3),
  };
}

/** `Name: value` per line; lines without a colon are ignored. */
export function parseHeaders(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}

/** The problems the dialog shows before sending (locale keys by field); the server checks everything again. */
export function problemsOf(d: RuleDraft): Partial<Record<'name' | 'target' | 'topic' | 'sources', string>> {
  const p: Partial<Record<'name' | 'target' | 'topic' | 'sources', string>> = {};
  if (!d.name.trim()) p.name = 'form.nameRequired';
  if (!d.url.trim() && !(d.mqttOn && d.host.trim())) p.target = 'form.targetRequired';
  else if (d.url.trim() && !/^https?:\/\//i.test(d.url.trim())) p.target = 'form.urlScheme';
  if (d.mqttOn && d.host.trim() && (!d.topic.trim() || /[+#]/.test(d.topic))) p.topic = 'form.topicInvalid';
  if (d.sources.some((s) => !s.id)) p.sources = 'form.sourceRequired';
  return p;
}

export function toSave(d: RuleDraft): RuleSave {
  const mqtt =
    d.mqttOn && d.host.trim()
      ? {
          host: d.host.trim(),
          port: Number(d.port) || 1883,
          tls: d.tls,
          username: d.username,
          client_id: d.client_id,
          topic: d.topic.trim(),
          qos: Number(d.qos) as 0 | 1 | 2,
          // Left empty on an edit: the server keeps the stored password.
          ...(d.password || !d.passwordSet ? { password: d.password } : {}),
        }
      : undefined;
  return {
    ...(d.id ? { id: d.id } : {}),
    name: d.name.trim(),
    desc: d.desc,
    script: d.script,
    target_info: {
      url: d.url.trim(),
      headers: d.url.trim() ? parseHeaders(d.headers) : {},
      timeout_ms: Number(d.timeout_ms) || 3000,
      ...(mqtt ? { mqtt } : {}),
    },
    device_info: d.sources.map((s) => ({
      device_id: s.kind === 'device' ? s.id : '',
      asset_group_id: s.kind === 'group' ? s.id : '',
      business_id: s.kind === 'project' ? s.id : '',
      message_type: s.message_type,
    })),
    warning_switch: d.warning ? 1 : 0,
    ...(d.warning
      ? {
          warning_strategy: {
            warning_strategy_name: d.warningName.trim() || d.name.trim(),
            warning_level: d.warningLevel,
            trigger_count: Number(d.triggerCount) || 3,
          },
        }
      : {}),
  };
}
