import { rules, type FormRule, type FormRules } from '@tessera/sdk';
import type { DeviceKind, DeviceRow } from '../api/devices-api';

/** The device form's values (strings as typed; the threshold in seconds). */
export interface DeviceInput {
  name: string;
  device_type: DeviceKind;
  asset_id: string;
  type: string;
  location: string;
  threshold: number | '';
  parent_id: string;
  sub_device_addr: string;
  d_id: string;
  current_version: string;
  token: string;
  password: string;
  /** 'mqtt' or a protocol plugin's protocol type. */
  protocol: string;
  /** JSON text of the protocol plugin's settings. */
  protocol_config: string;
}

/**
 * `longitude,latitude` (the spec's entity fields) within the globe's ranges; empty passes (combine with `required`).
 */
export const locationRule: FormRule<any> = (v) => {
  if (v === undefined || v === null || String(v).trim() === '') return null;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(String(v));
  if (!m) return 'devices.locationInvalid';
  const [lng, lat] = [Number(m[1]), Number(m[2])];
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? null : 'devices.locationInvalid';
};

const nonNegativeInt: FormRule<any> = (v) =>
  v === '' || v === undefined || (Number.isInteger(Number(v)) && Number(v) >= 0) ? null : 'devices.thresholdInvalid';

export const DEVICE_FORM_RULES: FormRules<DeviceInput> = {
  name: [rules.required(), rules.maxLength(64)],
  asset_id: [rules.required('devices.groupRequired')],
  location: [locationRule],
  threshold: [nonNegativeInt],
  parent_id: [(v, values) => (values.device_type === '3' && !v ? 'devices.gatewayRequired' : null)],
  sub_device_addr: [rules.maxLength(64)],
};

/** Reads `additional_info.runningInfo.thresholdTime` (a JSON string on the wire); '' when absent. */
export function readThreshold(additionalInfo: string | undefined): number | '' {
  try {
    const t = JSON.parse(additionalInfo || '{}')?.runningInfo?.thresholdTime;
    return typeof t === 'number' ? t : t ? Number(t) || '' : '';
  } catch {
    return '';
  }
}

/** Writes the threshold back into the device's other additional info. */
export function writeThreshold(additionalInfo: string | undefined, threshold: number | ''): string {
  let info: Record<string, any> = {};
  try {
    info = JSON.parse(additionalInfo || '{}') ?? {};
  } catch {
    /* a broken value is replaced */
  }
  return JSON.stringify({ ...info, runningInfo: { ...(info.runningInfo ?? {}), thresholdTime: threshold === '' ? 0 : Number(threshold) } });
}

export function toInput(d: DeviceRow | undefined, defaults: Partial<DeviceInput> = {}): DeviceInput {
  return {
    name: d?.name ?? '',
    device_type: d?.device_type ?? '1',
    asset_id: d?.asset_id ?? '',
    type: d?.type ?? '',
    location: d?.location ?? '',
    threshold: readThreshold(d?.additional_info),
    parent_id: d?.parent_id ?? '',
    sub_device_addr: d?.sub_device_addr ?? '',
    d_id: d?.d_id ?? '',
    current_version: d?.current_version ?? '',
    token: d?.token ?? '',
    password: d?.password ?? '',
    protocol: d?.protocol || 'mqtt',
    protocol_config: d?.protocol_config || '{}',
    ...defaults,
  };
}

/** The `/device/add_only` / `update_only` body; the token is only sent when typed (the server makes one). */
export function toBody(v: DeviceInput, original?: DeviceRow): Partial<DeviceRow> {
  const body: Partial<DeviceRow> = {
    name: v.name.trim(),
    device_type: v.device_type,
    asset_id: v.asset_id,
    type: v.type,
    location: v.location.replace(/\s+/g, ''),
    additional_info: writeThreshold(original?.additional_info, v.threshold),
    d_id: v.d_id,
    current_version: v.current_version,
    protocol: v.protocol || original?.protocol || 'mqtt',
    protocol_config: v.protocol_config || '{}',
    parent_id: v.device_type === '3' ? v.parent_id : '',
    sub_device_addr: v.device_type === '3' ? v.sub_device_addr : '',
    password: v.password,
  };
  if (v.token.trim()) body.token = v.token.trim();
  return body;
}
