/**
 * What a broker hands uplinks and connection changes to. The ingest pipeline and the presence tracker implement
 * these, so `mqtt/` never imports `ingest/` (the dependency runs one way: ingest → mqtt topics).
 */
import type { UplinkKind } from '../mqtt/topics';
import type { DeviceIdentity } from './device-identity';

/** Takes one uplink message; resolves once its points are committed (the broker holds the QoS 1 PUBACK until then). */
export interface UplinkSink {
  submit(device: DeviceIdentity, kind: UplinkKind, payload: Buffer): Promise<void>;
  /** Resolves once the sink has room again (a QoS 0 publisher's connection waits for it: backpressure). */
  room?(): Promise<void>;
}

/** Connection state of devices as the broker sees it. */
export interface PresenceSink {
  connected(device: DeviceIdentity): void;
  disconnected(device: DeviceIdentity): void;
  /** A device's own online/offline announcement (external broker: its status topic). */
  announce(device: DeviceIdentity, online: boolean): void;
  /** Writes pending changes. */
  flush(): Promise<void>;
  /** Marks every device offline (the embedded broker starts with no connections). */
  resetAll(): Promise<void>;
}
