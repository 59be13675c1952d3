/** What the broker and the pipeline know about a connected device (resolved from its token). */
export interface DeviceIdentity {
  id: string;
  tenantId: string;
  token: string;
  name: string;
  /** MQTT password; empty = any password is accepted (docs/CONTRACT.md, 'MQTT (devices)'). */
  password: string;
  /** '1' direct, '2' gateway, '3' gateway sub-device. */
  deviceType: string;
  parentId: string;
  subDeviceAddr: string;
  scriptId: string;
  /** `mqtt`, or the protocol type of the plugin serving the device (a sub-device: see its gateway's). */
  protocol: string;
  /** Offline threshold in seconds (`additional_info.runningInfo.thresholdTime`); 0 = connection state only. */
  thresholdSeconds: number;
}

/** Resolves devices for the broker and the pipeline; cached, and told when a device changes. */
export interface DeviceDirectory {
  /** `activate: false`: an existing device only, never a pre-registered one activated by this lookup. */
  byToken(token: string, opts?: { activate?: boolean }): Promise<DeviceIdentity | null>;
  byId(id: string): Promise<DeviceIdentity | null>;
  /** The sub-device of a gateway with this address, if any. */
  subDevice(gatewayId: string, addr: string): Promise<DeviceIdentity | null>;
  /** Drops cached entries of a device (after an update or delete). */
  invalidate(deviceId?: string): void;
}

/** Reads the offline threshold out of a device's `additional_info` JSON text. */
export function thresholdOf(additionalInfo: string | null | undefined): number {
  if (!additionalInfo) return 0;
  try {
    const t = Number(JSON.parse(additionalInfo)?.runningInfo?.thresholdTime);
    return Number.isFinite(t) && t > 0 ? t : 0;
  } catch {
    return 0;
  }
}
