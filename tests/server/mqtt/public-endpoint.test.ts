import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV_SENSOR_MODEL_ID } from '../../../server/src/modules/devices/device-model-seed';
import { loadConfig } from '../../../server/src/config';
import { mqttPublicEndpoint } from '../../../server/src/mqtt/public-endpoint';
import { TENANT_ADMIN_EMAIL, startTestServer, type TestServer } from '../helpers/test-server';

describe('mqttPublicEndpoint', () => {
  const base = { host: '127.0.0.1', mqttPort: 1883 };
  it('names the bind host and the bound port of the embedded broker', () => {
    expect(mqttPublicEndpoint(base, 21883)).toEqual({ host: '127.0.0.1', port: 21883 });
    expect(mqttPublicEndpoint(base)).toEqual({ host: '127.0.0.1', port: 1883 });
  });
  it('prefers TESSERA_PUBLIC_HOST, and names no host for a wildcard bind without one', () => {
    expect(mqttPublicEndpoint({ ...base, host: '0.0.0.0', publicHost: 'iot.example.com' })).toEqual({ host: 'iot.example.com', port: 1883 });
    expect(mqttPublicEndpoint({ ...base, host: '0.0.0.0' }).host).toBe('');
    expect(mqttPublicEndpoint({ ...base, host: '::' }).host).toBe('');
  });
  it('points at the external broker in external mode', () => {
    expect(mqttPublicEndpoint({ ...base, mqttUrl: 'mqtt://svc:pw@broker.lan:1884' }, 5555)).toEqual({ host: 'broker.lan', port: 1884 });
    expect(mqttPublicEndpoint({ ...base, mqttUrl: 'mqtts://broker.lan' })).toEqual({ host: 'broker.lan', port: 8883 });
    expect(mqttPublicEndpoint({ ...base, mqttUrl: 'mqtt://broker.lan', publicHost: 'mqtt.example.com' })).toEqual({ host: 'mqtt.example.com', port: 1883 });
  });
  it('reads TESSERA_PUBLIC_HOST and refuses a value that is no host', () => {
    expect(loadConfig({ TESSERA_PUBLIC_HOST: 'iot.example.com' }).publicHost).toBe('iot.example.com');
    expect(loadConfig({}).publicHost).toBeUndefined();
    expect(() => loadConfig({ TESSERA_PUBLIC_HOST: 'http://x/y' })).toThrow(/^TESSERA_PUBLIC_HOST: /);
  });
});

describe('connection details routes carry the MQTT host', () => {
  let s: TestServer;
  let token: string;
  let dev: { id: string; token: string };
  beforeAll(async () => {
    s = await startTestServer({ config: { publicHost: 'iot.example.com' } });
    token = await s.login(TENANT_ADMIN_EMAIL);
    dev = (await s.post('/device/add_only', { name: 'sensor', type: ENV_SENSOR_MODEL_ID }, { token })).data;
  });
  afterAll(() => s.close());

  it('/index/show answers host and the bound port beside the device row', async () => {
    const r = await s.post('/index/show', { did: dev.id }, { token });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ id: dev.id, token: dev.token, host: 'iot.example.com', port: String(s.server.mqttPort) });
    expect(Number(r.data.port)).toBeGreaterThan(0);
  });

  it('/device/connect/info answers the same host and port', async () => {
    const r = await s.post('/device/connect/info', { id: dev.id }, { token });
    expect(r.data).toMatchObject({ host: 'iot.example.com', port: s.server.mqttPort, username: dev.token });
  });
});
