/**
 * MQTT topic rules of the wire contract (docs/CONTRACT.md, 'MQTT (devices)'): the uplink topics a device may publish
 * to, the downlink topics it may subscribe to (suffixed with its own token), and the token-in-topic variant used behind
 * an external broker.
 */

/** Uplink kinds the pipeline understands. */
export type UplinkKind = 'attributes' | 'event' | 'gateway_attributes' | 'gateway_event' | 'ota_progress' | 'ota_inform' | 'status';

/** Plain uplink topics of the embedded broker (the device is known from its connection). */
export const UPLINK_TOPICS: Readonly<Record<string, UplinkKind>> = Object.freeze({
  'device/attributes': 'attributes',
  'device/event': 'event',
  'gateway/attributes': 'gateway_attributes',
  'gateway/event': 'gateway_event',
  'ota/device/progress': 'ota_progress',
  // The device's firmware version report (on boot and after an upgrade); the downlink is `ota/device/inform/<token>`.
  'ota/device/inform': 'ota_inform',
});

/** Downlink topic prefixes; the device's token is the last level. */
export const DOWNLINK_PREFIXES = Object.freeze(['device/attributes/', 'device/command/', 'gateway/attributes/', 'gateway/command/', 'ota/device/inform/']);

/**
 * External-broker uplinks carry the token because a stock broker does not tell its subscribers who published:
 * `<uplink topic>/up/<token>`; the broker's ACL (`pattern write .../up/%u`) makes the token trustworthy.
 * `device/status/up/<token>` carries "1"/"0" (the device's own announcement and its last will).
 */
export const EXTERNAL_UP_SEGMENT = 'up';
export const EXTERNAL_STATUS_TOPIC = 'device/status';

export function uplinkKind(topic: string): UplinkKind | null {
  return UPLINK_TOPICS[topic] ?? null;
}

/** The data a protocol plugin sends for one of its devices (not the device's OTA reports). */
const PLUGIN_UPLINK_KINDS: ReadonlySet<UplinkKind> = new Set(['attributes', 'event', 'gateway_attributes', 'gateway_event']);

/**
 * Parses a protocol plugin's uplink, `<plain uplink topic>/<token>` (`device/attributes/<token>`, `device/event/…`,
 * `gateway/attributes/…`, `gateway/event/…`); null for anything else. The token names the device, because the
 * plugin's connection serves many.
 */
export function parsePluginUplink(topic: string): { kind: UplinkKind; token: string } | null {
  const at = topic.lastIndexOf('/');
  const kind = uplinkKind(topic.slice(0, at));
  const token = topic.slice(at + 1);
  return kind && token && PLUGIN_UPLINK_KINDS.has(kind) ? { kind, token } : null;
}

/** Parses `<uplink>/up/<token>` into its kind and token; null for anything else. */
export function parseExternalUplink(topic: string): { kind: UplinkKind; token: string } | null {
  const at = topic.lastIndexOf(`/${EXTERNAL_UP_SEGMENT}/`);
  if (at < 0) return null;
  const base = topic.slice(0, at);
  const token = topic.slice(at + EXTERNAL_UP_SEGMENT.length + 2);
  if (!token || token.includes('/')) return null;
  const kind = base === EXTERNAL_STATUS_TOPIC ? 'status' : uplinkKind(base);
  return kind ? { kind, token } : null;
}

export function externalUplinkTopic(base: string, token: string): string {
  return `${base}/${EXTERNAL_UP_SEGMENT}/${token}`;
}

/** The shared-subscription filters a server subscribes to in external mode (several servers split the load). */
export function externalSubscriptions(group: string): string[] {
  return [...Object.keys(UPLINK_TOPICS), EXTERNAL_STATUS_TOPIC].map((t) => `$share/${group}/${t}/${EXTERNAL_UP_SEGMENT}/+`);
}

/** ACL: a device subscribes only to its own downlink topics (exact, no wildcards). */
export function maySubscribe(token: string, topic: string): boolean {
  return DOWNLINK_PREFIXES.some((p) => topic === p + token);
}

export function attributesDownlink(token: string, gateway = false): string {
  return `${gateway ? 'gateway' : 'device'}/attributes/${token}`;
}

export function commandDownlink(token: string, gateway = false): string {
  return `${gateway ? 'gateway' : 'device'}/command/${token}`;
}

export function otaInformDownlink(token: string): string {
  return `ota/device/inform/${token}`;
}

/** Attribute writes to a device served by a protocol plugin: `<plugin sub_topic_prefix><token>`. */
export function pluginAttributesDownlink(prefix: string, token: string): string {
  return `${prefix}${token}`;
}

/** Commands to a device served by a protocol plugin: `<plugin sub_topic_prefix>command/<token>`. */
export function pluginCommandDownlink(prefix: string, token: string): string {
  return `${prefix}command/${token}`;
}

/** Devices speaking the platform's own MQTT never go through a plugin. */
export const isNativeProtocol = (protocol: string | null | undefined) => !protocol || protocol.toLowerCase() === 'mqtt';
