/**
 * The device directory with first-connect activation: a token no device has may belong to a pre-registered device
 * (a product batch); the activator turns it into a real device and the lookup is repeated. Tokens the activator
 * refused are remembered briefly, so a device with a wrong token cannot turn every retry into queries.
 */
import type { DeviceDirectory, DeviceIdentity } from '../devices-core/device-identity';

/** Returns the id of the device it created for this token, or null. */
export type Activator = (token: string) => Promise<string | null>;

export class ActivatingDirectory implements DeviceDirectory {
  private activator: Activator | null = null;
  private readonly refused = new Map<string, number>();

  constructor(
    private readonly inner: DeviceDirectory,
    private readonly refusedTtlMs = 5_000,
  ) {}

  setActivator(activator: Activator | null): void {
    this.activator = activator;
  }

  async byToken(token: string, opts?: { activate?: boolean }): Promise<DeviceIdentity | null> {
    const found = await this.inner.byToken(token);
    if (found || opts?.activate === false || !this.activator || (this.refused.get(token) ?? 0) > Date.now()) return found;
    const id = await this.activator(token).catch(() => null);
    if (!id) {
      if (this.refused.size > 10_000) this.refused.clear();
      this.refused.set(token, Date.now() + this.refusedTtlMs);
      return null;
    }
    this.inner.invalidate(id);
    return this.inner.byToken(token);
  }

  byId(id: string): Promise<DeviceIdentity | null> {
    return this.inner.byId(id);
  }

  subDevice(gatewayId: string, addr: string): Promise<DeviceIdentity | null> {
    return this.inner.subDevice(gatewayId, addr);
  }

  invalidate(deviceId?: string): void {
    this.inner.invalidate(deviceId);
  }
}
