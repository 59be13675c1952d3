/** The server's side of MQTT, embedded broker or external broker alike: start, stop, publish downlinks. */
export interface MqttTransport {
  readonly mode: 'embedded' | 'external';
  start(): Promise<void>;
  close(): Promise<void>;
  /** Publishes a downlink (commands, attribute writes, OTA notices). */
  publish(topic: string, payload: string | Buffer, qos?: 0 | 1): Promise<void>;
  /** The TCP port devices connect to (embedded) or the broker URL's port (external). */
  readonly port: number;
  /** Connected device sessions seen by this server (embedded only; external counts what it heard). */
  readonly connectedClients: number;
  /** Started and able to take device traffic (readiness probe). */
  readonly reachable: boolean;
  /** Drops a device's connections (its token changed or it was deleted). */
  kick(deviceId: string): void;
  /** Drops every connection of a tenant's devices (the tenant was disabled). */
  kickTenant(tenantId: string): void;
  /** Drops a protocol plugin's connections (its secret was reset, or it was deleted or re-addressed). */
  kickPlugin(protocolType: string): void;
}
