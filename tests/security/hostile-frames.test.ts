/**
 * One hostile frame must cost the attacker their own socket, never the server: an oversized frame is closed with
 * 1009, invalid UTF-8 with 1007, a torn handshake or a garbage MQTT packet is dropped — and HTTP, MQTT and the other
 * sockets keep working afterwards.
 */
import net from 'node:net';
import WebSocket from 'ws';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../server/helpers/test-server';
import { connectDevice, makeDevice, openWs, waitFor } from './hostile-client';

describe.each(testBackends())('hostile frames (%s)', (backend) => {
  let s: TestServer;
  let token: string;
  let device: { id: string; token: string };
  // In production an uncaught error ends the process (HTTP and MQTT with it); here the test runner catches it, so
  // the suite records what would have killed the server.
  const fatal: Error[] = [];
  const onFatal = (err: Error) => fatal.push(err);
  beforeAll(async () => {
    process.on('uncaughtException', onFatal);
    s = await startTestServer({ backend });
    token = await s.login(TENANT_ADMIN_EMAIL);
    device = await makeDevice(s, token, 'frames device');
  });
  afterAll(async () => {
    process.off('uncaughtException', onFatal);
    await s?.close();
  });
  afterEach(() => expect(fatal.splice(0).map((e) => e.message)).toEqual([]));

  async function stillServing() {
    expect((await s.post('/auth/me', {}, { token })).code).toBe(200);
    const client = await connectDevice(s, device.token);
    await client.endAsync();
    const ws = await openWs(s);
    ws.send({ type: 'ping' });
    await ws.next((m) => m.type === 'pong', 'pong');
    ws.ws.close();
  }

  it('a 70 000-byte text frame to /api/ws closes that socket with 1009 and nothing else', async () => {
    const bystander = await openWs(s);
    const p = await openWs(s);
    p.ws.send('x'.repeat(70_000));
    await waitFor(() => p.closed() !== null, 'the oversized socket to close');
    expect(p.closed()).toBe(1009);
    bystander.send({ type: 'ping' });
    await bystander.next((m) => m.type === 'pong', 'the bystander still answered');
    await stillServing();
  });

  it('an invalid UTF-8 text frame to /ws/device/current closes that socket with 1007', async () => {
    const p = await openWs(s, '/ws/device/current');
    p.ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    await waitFor(() => p.closed() !== null, 'the malformed socket to close');
    expect(p.closed()).toBe(1007);
    await stillServing();
  });

  it('an invalid UTF-8 frame to /api/ws after login closes with 1007', async () => {
    const p = await openWs(s);
    p.send({ type: 'auth', token });
    await p.next((m) => m.type === 'auth', 'auth');
    p.ws.send(Buffer.from([0xc3, 0x28]), { binary: false });
    await waitFor(() => p.closed() !== null, 'the malformed socket to close');
    expect(p.closed()).toBe(1007);
    await stillServing();
  });

  it('a torn WebSocket handshake and a reset mid-frame do not hurt the server', async () => {
    const url = new URL(s.url);
    await new Promise<void>((resolve) => {
      const sock = net.connect(Number(url.port), url.hostname, () => {
        sock.write('GET /api/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n');
        sock.resetAndDestroy();
        resolve();
      });
      sock.on('error', () => resolve());
    });
    const p = await openWs(s);
    // A frame header announcing 60 000 bytes, then the connection is reset.
    const raw = (p.ws as unknown as { _socket: net.Socket })._socket;
    raw.write(Buffer.from([0x81, 0xfe, 0xea, 0x60, 1, 2, 3, 4, 5, 6]));
    raw.resetAndDestroy();
    await stillServing();
  });

  it('an upgrade to a path nobody serves is refused, not left hanging', async () => {
    const ws = new WebSocket(s.url.replace(/^http/, 'ws') + '/api/not-a-socket');
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
    await stillServing();
  });

  it('garbage bytes and an oversized packet on the MQTT port drop that connection only', async () => {
    const port = s.server.mqttPort;
    for (const junk of [Buffer.from([0x10, 0xff, 0xff, 0xff, 0xff, 0x7f]), Buffer.from('GET / HTTP/1.1\r\n\r\n'), Buffer.from([0xf0, 0x00])]) {
      await new Promise<void>((resolve) => {
        const sock = net.connect(port, '127.0.0.1', () => sock.write(junk));
        sock.on('close', () => resolve());
        sock.on('error', () => undefined);
        setTimeout(() => sock.destroy(), 2_000).unref();
      });
    }
    await stillServing();
  });
});
