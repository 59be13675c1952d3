import type { ConnectionInfo } from '../api/devices-api';

export interface MqttConnection {
  host: string;
  port: string;
  username: string;
  password: string;
  publish: string[];
  subscribe: string[];
}

/**
 * What a device needs to connect (docs/CONTRACT.md), as the server states it: username = its access token, the uplink
 * and downlink topics of the broker mode in use. Without a host from the server (wildcard bind) the console's own
 * host is shown (the embedded broker runs beside the server).
 */
export function mqttConnection(info: ConnectionInfo, fallbackHost: string): MqttConnection {
  // A protocol plugin's device: the plugin's access address as the server states it (none guessed).
  const plugin = info.mode === 'plugin';
  return {
    host: info.host || (plugin ? '' : fallbackHost),
    port: String(info.port || (plugin ? '' : 1883)),
    username: info.username ?? '',
    password: info.password ?? '',
    publish: [...(info.publish ?? []), ...(info.status ? [info.status] : [])],
    subscribe: info.subscribe ?? [],
  };
}

/** The text copied to the clipboard: one `label: value` per line. */
export function connectionText(c: MqttConnection, labels: Record<'host' | 'port' | 'username' | 'password' | 'publish' | 'subscribe', string>): string {
  return [
    `${labels.host}: ${c.host}`,
    `${labels.port}: ${c.port}`,
    `${labels.username}: ${c.username}`,
    ...(c.password ? [`${labels.password}: ${c.password}`] : []),
    `${labels.publish}: ${c.publish.join(', ')}`,
    `${labels.subscribe}: ${c.subscribe.join(', ')}`,
  ].join('\n');
}
