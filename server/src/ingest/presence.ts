/**
 * Online state. Connections (embedded broker) or status messages (external broker) set `SYS_ONLINE` in the
 * latest-value table — batched, one write per burst of connects, never one per telemetry message. Devices with an
 * offline threshold are judged by their last push instead (contract `/device/status` rule).
 */
import type { Kysely } from 'kysely';
import type { ServerLogger } from '../logger';
import type { DeviceIdentity } from '../devices-core/device-identity';
import type { PresenceSink } from '../devices-core/uplink-ports';
import { nowMicros } from './point';
import { clearOnlineMarks, writeOnlineStates } from './presence-store';

export { ONLINE_KEY } from './presence-store';

export interface PresenceChange {
  deviceId: string;
  tenantId: string;
  online: boolean;
  /** Milliseconds. */
  ts: number;
}

export class PresenceTracker implements PresenceSink {
  /** Open connections per device (a device may hold more than one). */
  private readonly connections = new Map<string, number>();
  private pending = new Map<string, { online: boolean; ts: number }>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(c: PresenceChange) => void>();

  constructor(
    private readonly db: Kysely<any>,
    private readonly log: ServerLogger,
    private readonly flushMs = 50,
  ) {}

  onChange(listener: (c: PresenceChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  isConnected(deviceId: string): boolean {
    return (this.connections.get(deviceId) ?? 0) > 0;
  }

  get connectedDevices(): number {
    return this.connections.size;
  }

  connected(device: DeviceIdentity): void {
    const n = (this.connections.get(device.id) ?? 0) + 1;
    this.connections.set(device.id, n);
    if (n === 1) this.set(device, true);
  }

  disconnected(device: DeviceIdentity): void {
    const n = (this.connections.get(device.id) ?? 0) - 1;
    if (n > 0) {
      this.connections.set(device.id, n);
      return;
    }
    this.connections.delete(device.id);
    this.set(device, false);
  }

  /** A status announcement (external broker: the device's own "1" or its last will "0"). */
  announce(device: DeviceIdentity, online: boolean): void {
    this.set(device, online);
  }

  private set(device: DeviceIdentity, online: boolean): void {
    const ts = Date.now();
    this.pending.set(device.id, { online, ts });
    for (const l of this.listeners) {
      try {
        l({ deviceId: device.id, tenantId: device.tenantId, online, ts });
      } catch (err) {
        this.log.error('presence listener threw', err);
      }
    }
    if (!this.timer) this.timer = setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Writes the pending state changes in one statement. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = new Map();
    if (!batch.size) return this.writing;
    const ids = [...batch.keys()];
    const values = ids.map((id) => (batch.get(id)!.online ? '1' : '0'));
    const ts = ids.map((id) => String(nowMicros(batch.get(id)!.ts)));
    this.writing = this.writing
      .then(() => writeOnlineStates(this.db, ids, ts, values))
      .then(
        () => undefined,
        (err) => this.log.error('presence: writing online state failed', err),
      );
    return this.writing;
  }

  /** After a restart of the embedded broker nobody is connected: clear the stale "online" marks. */
  async resetAll(): Promise<void> {
    await clearOnlineMarks(this.db);
  }
}
