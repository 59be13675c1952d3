/**
 * Device lookups for the broker and the pipeline, cached: a connect storm or a busy gateway must not turn into
 * one query per message. Unknown tokens are cached briefly too, so a misconfigured device cannot hammer the DB.
 * A device of a disabled tenant is not found: it cannot log in, and what it sends is dropped.
 */
import { sql, type Kysely } from 'kysely';
import { thresholdOf, type DeviceDirectory, type DeviceIdentity } from '../devices-core/device-identity';

interface Entry { value: DeviceIdentity | null; expires: number }

interface Row {
  id: string; tenant_id: string; token: string | null; name: string; password: string; device_type: string;
  parent_id: string; sub_device_addr: string; script_id: string; additional_info: string;
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
  thresholdSeconds: thresholdOf(r.additional_info),
});

const COLUMNS = sql.raw('id, tenant_id, token, name, password, device_type, parent_id, sub_device_addr, script_id, additional_info');
const TENANT_ENABLED = sql`not exists (select 1 from tenant_state ts where ts.tenant_id = device.tenant_id and ts.enabled = '0')`;

export class SqlDeviceDirectory implements DeviceDirectory {
  private readonly tokens = new Map<string, Entry>();
  private readonly ids = new Map<string, Entry>();
  private readonly subs = new Map<string, Entry>();

  constructor(private readonly db: Kysely<any>, private readonly ttlMs = 60_000, private readonly missTtlMs = 5_000) {}

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
    return this.cached(this.tokens, token, async () =>
      (await sql<Row>`select ${COLUMNS} from device where token = ${token} and ${TENANT_ENABLED}`.execute(this.db)).rows[0]);
  }

  byId(id: string): Promise<DeviceIdentity | null> {
    return this.cached(this.ids, id, async () =>
      (await sql<Row>`select ${COLUMNS} from device where id = ${id} and ${TENANT_ENABLED}`.execute(this.db)).rows[0]);
  }

  subDevice(gatewayId: string, addr: string): Promise<DeviceIdentity | null> {
    return this.cached(this.subs, `${gatewayId}\u0000${addr}`, async () =>
      (await sql<Row>`select ${COLUMNS} from device where parent_id = ${gatewayId} and sub_device_addr = ${addr} and ${TENANT_ENABLED} limit 1`.execute(this.db)).rows[0]);
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
