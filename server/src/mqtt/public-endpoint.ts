/**
 * Where a device connects (the `host` and `port` shown with its connection details by `/index/show` and
 * `/device/connect/info`). The bind address is not always reachable from a device, so `TESSERA_PUBLIC_HOST`
 * wins; behind an external broker the broker's URL says where it is; a wildcard bind (0.0.0.0, ::) names no host,
 * and the console falls back to the host it was loaded from (the broker runs beside the server).
 */
import type { Config } from '../config';

export interface MqttEndpoint {
  /** '' when the server cannot know (wildcard bind, no public host). */
  host: string;
  port: number;
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]', '']);

export function mqttPublicEndpoint(config: Pick<Config, 'host' | 'publicHost' | 'mqttPort' | 'mqttUrl'>, boundPort?: number): MqttEndpoint {
  if (config.mqttUrl) {
    const url = new URL(config.mqttUrl);
    const port = url.port ? Number(url.port) : url.protocol === 'mqtts:' ? 8883 : 1883;
    return { host: config.publicHost || url.hostname, port };
  }
  const host = config.publicHost || (WILDCARDS.has(config.host) ? '' : config.host);
  return { host, port: boundPort ?? config.mqttPort };
}
