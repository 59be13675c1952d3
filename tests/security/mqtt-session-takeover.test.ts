/**
 * A client id is bound to the device whose session it names: a device of another tenant using it (clean session
 * false) neither drops the owner nor inherits its subscriptions and queued QoS 1 commands.
 */
import type { MqttClient } from 'mqtt';
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../server/helpers/test-server';
import { connectDevice, makeDevice, waitFor } from './hostile-client';

describe.each(testBackends())('MQTT session takeover (%s)', (backend) => {
  let s: TestServer;
  let victimOwner: string;
  let victim: { id: string; token: string };
  let attacker: { id: string; token: string };
  beforeAll(async () => {
    s = await startTestServer({ backend });
    const admin = await s.login(ADMIN_EMAIL);
    expect(
      (await s.post('/tenant/add', { name: 'Victim', admin_name: 'Victim', admin_email: 'victim@tessera.local', password: 'victim-pw-1' }, { token: admin }))
        .code,
    ).toBe(200);
    victimOwner = await s.login('victim@tessera.local', 'victim-pw-1');
    victim = await makeDevice(s, victimOwner, 'victim device');
    attacker = await makeDevice(s, await s.login(TENANT_ADMIN_EMAIL), 'attacker device');
  });
  afterAll(async () => {
    await s?.close();
  });

  const clientId = 'sec-live-victim-session';
  const commandTopic = () => `device/command/${victim.token}`;

  function collect(client: MqttClient): string[] {
    const got: string[] = [];
    client.on('message', (topic) => got.push(topic));
    return got;
  }

  it("refuses another device's connection under a connected device's client id, and the owner stays connected", async () => {
    const owner = await connectDevice(s, victim.token, { clientId, clean: false });
    let ownerDropped = false;
    owner.on('close', () => {
      ownerDropped = true;
    });
    await owner.subscribeAsync(commandTopic(), { qos: 1 });
    await expect(connectDevice(s, attacker.token, { clientId, clean: false })).rejects.toThrow(/Identifier rejected/i);
    // The owner still works: a round trip through the broker.
    await owner.subscribeAsync(commandTopic(), { qos: 1 });
    expect(ownerDropped).toBe(false);
    await owner.endAsync();
  });

  it("does not hand a persistent session's queued QoS 1 command to another tenant's device", async () => {
    const sent = await s.post('/device/command/send', { device_id: victim.id, command_identifier: 'unlock', command_data: '{}' }, { token: victimOwner });
    expect(sent.code).toBe(200);
    await expect(connectDevice(s, attacker.token, { clientId, clean: false })).rejects.toThrow(/Identifier rejected/i);
    // The command is still queued for its device, which gets it on its return.
    const owner = await connectDevice(s, victim.token, { clientId, clean: false });
    const got = collect(owner);
    await waitFor(() => got.includes(commandTopic()), 'the queued command to reach its own device');
    await owner.endAsync();
  });

  it("frees a clean session's client id when it disconnects", async () => {
    const id = 'sec-live-clean-session';
    const first = await connectDevice(s, victim.token, { clientId: id, clean: true });
    await first.endAsync();
    const other = await connectDevice(s, attacker.token, { clientId: id, clean: true });
    await other.endAsync();
  });
});
