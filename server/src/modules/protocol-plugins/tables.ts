/** Row type of protocol plugins (migration `1080-protocol-plugins`), merged into the storage `Database`. */

export interface ProtocolPluginTable {
  id: string;
  name: string;
  /** Unique: devices and products name their protocol by it. */
  protocol_type: string;
  /** Where devices connect to the plugin (host:port). */
  access_address: string;
  /** The plugin's HTTP service (the device config form and callbacks). */
  http_address: string;
  /** Topic prefix of the downlink topics of the plugin's devices (`<prefix><token>`, `<prefix>command/<token>`). */
  sub_topic_prefix: string;
  description: string;
  /** '1' direct devices, '2' gateways. */
  device_type: string;
  /** Free JSON text the plugin reads back. */
  additional_info: string;
  created_at: number;
  /** SHA-256 (hex) of the plugin's secret (migration `1250-protocol-plugin-secrets`); '' = none yet. Never answered. */
  secret_hash: string;
  /** When the plugin last called `/plugin/register` (unix seconds); 0 = never. */
  registered_at: number;
}

declare module '../../storage/schema' {
  interface Database {
    tp_protocol_plugin: ProtocolPluginTable;
  }
}
