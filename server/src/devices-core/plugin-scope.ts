/**
 * Which devices a protocol plugin serves: one rule for its HTTP routes (`/plugin/*`) and its uplinks through the
 * embedded broker, so the two can never disagree.
 */

/** What the rule reads of a device. */
export interface ProtocolSubject {
  protocol: string;
  /** '1' direct, '2' gateway, '3' sub-device. */
  deviceType: string;
  parentId: string | null;
}

/**
 * A device is the plugin's when its `protocol` is the plugin's protocol type; a sub-device is its gateway's
 * (the plugin talks to the gateway), whatever its own `protocol` says. `gateway` looks the parent up (lazily: most
 * devices are not sub-devices).
 */
export async function pluginServes(
  protocolType: string,
  device: ProtocolSubject,
  gateway: (id: string) => Promise<{ protocol: string } | null | undefined>,
): Promise<boolean> {
  if (device.deviceType !== '3') return device.protocol === protocolType;
  if (!device.parentId) return false;
  return (await gateway(device.parentId))?.protocol === protocolType;
}
