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
 * What a device needs to connect (contract §5): username = its access token, uplink topics without the token,
 * downlink topics suffixed with it. The host defaults to the console's host (the broker runs beside the server).
 */
export function mqttConnection(info: ConnectionInfo, fallbackHost: string): MqttConnection {
  const token = info.token ?? '';
  const gateway = info.device_type === '2';
  return {
    host: info.host || fallbackHost,
    port: String(info.port || 1883),
    username: token,
    password: info.password ?? '',
    publish: gateway ? ['gateway/attributes', 'gateway/event'] : ['device/attributes', 'device/event'],
    subscribe: gateway
      ? [`gateway/attributes/${token}`, `gateway/command/${token}`]
      : [`device/attributes/${token}`, `device/command/${token}`],
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
