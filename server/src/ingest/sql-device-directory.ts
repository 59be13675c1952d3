/**
 * Device lookups for the broker and the pipeline, cached: a connect storm or a busy gateway must not turn into
 * one query per message. Unknown tokens are cached briefly too, so a misconfigured device cannot hammer the DB.
 * A device of a disabled tenant is not found: it cannot log in, and what it sends is dropped.
 */
import type { Kysely } from 'kysely';
import { thresholdOf, type DeviceDirectory, type DeviceIdentity } from '../devices-core/device-identity';
import { deviceById, deviceByToken, subDeviceOf, type DirectoryRow as Row } from './device-directory-store';

interface Entry {
  value: DeviceIdentity | null;
  expires: number;
}

const toIdentity = (r: Row): DeviceIdentity => ({
  id: r.id,
  tenantId: r.tenant_id,
  token: r.token ?? '',
  name: r.name,
  password: r.password ?? '',
  deviceType: r.device_type,
  parentId: r.parent_id ?? '',
  subDeviceAddr: r.sub_device_addr ?? '',
  scriptId: r.script_id ?? '',
  protocol: r.protocol ?? 'mqtt',
  thresholdSeconds: thresholdOf(r.additional_info),
});

export class SqlDeviceDirectory implements DeviceDirectory {
  private readonly tokens = new Map<string, Entry>();
  private readonly ids = new Map<string, Entry>();
  private readonly subs = new Map<string, Entry>();

  constructor(
    private readonly db: Kysely<any>,
    private readonly ttlMs = 60_000,
    private readonly missTtlMs = 5_000,
  ) {}

  private cached(map: Map<string, Entry>, key: string, load: () => Promise<Row | undefined>): Promise<DeviceIdentity | null> {
    const hit = map.get(key);
    if (hit && hit.expires > Date.now()) return Promise.resolve(hit.value);
    return load().then((row) => {
      const value = row ? toIdentity(row) : null;
      map.set(key, { value, expires: Date.now() + (value ? this.ttlMs : this.missTtlMs) });
      return value;
    });
  }

  byToken(token: string): Promise<DeviceIdentity | null> {
    return this.cached(this.tokens, token, () => deviceByToken(this.db, token));
  }

  byId(id: string): Promise<DeviceIdentity | null> {
    return this.cached(this.ids, id, () => deviceById(this.db, id));
  }

  subDevice(gatewayId: string, addr: string): Promise<DeviceIdentity | null> {
    return this.cached(this.subs, `${gatewayId}\u0000${addr}`, () => subDeviceOf(this.db, gatewayId, addr));
  }

  invalidate(deviceId?: string): void {
    if (!deviceId) {
      this.tokens.clear();
      this.ids.clear();
      this.subs.clear();
      return;
    }
    // Tokens and addresses may have changed with the device, so drop every entry that points at it, and misses.
    for (const map of [this.tokens, this.ids, this.subs]) {
      for (const [k, e] of map) if (!e.value || e.value.id === deviceId || e.value.parentId === deviceId) map.delete(k);
    }
  }
}
