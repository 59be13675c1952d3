/** One update of a device's latest values pushed by the server. */
export interface RealtimeUpdate {
  deviceId: string;
  /** Timestamp in ms. */
  ts: number;
  values: Record<string, unknown>;
  /**
   * Every update coalesced into this delivery, oldest first (deliveries are batched to one per animation frame,
   * `values` holding the merged latest). Live curves read these so no point is lost. Absent = just this one.
   */
  frames?: { ts: number; values: Record<string, unknown> }[];
}

/** One WebSocket per tab multiplexing subscriptions (issue "Devices and telemetry"). */
export const Realtime = Symbol.for('tessera.core.Realtime');
export interface Realtime {
  /** Subscribes to a device's values; returns the unsubscribe function. */
  subscribe(deviceId: string, listener: (update: RealtimeUpdate) => void): () => void;
  /**
   * Follows a tenant-wide server feed by name (e.g. `alerts`: `{unprocessed, processed}`): the listener gets the
   * current data on (re)connect and every change; returns the unsubscribe function.
   */
  subscribeTopic(topic: string, listener: (data: unknown) => void): () => void;
  readonly connected: boolean;
}
