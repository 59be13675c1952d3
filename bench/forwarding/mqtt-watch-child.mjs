// The Mosquitto subscriber of bench/forwarding (forked with IPC): in its own process, so the load the bench makes
// does not starve it (Mosquitto drops what a slow subscriber cannot take: a loss that is not the server's).
// Answers `count` and `reset`.
import mqtt from 'mqtt';

const [url, topic, qos] = process.argv.slice(2);
let got = 0;
const client = await mqtt.connectAsync(url, { clientId: `fwd-bench-watch-${process.pid}`, reconnectPeriod: 0, protocolVersion: 4, connectTimeout: 3000 });
client.on('message', () => {
  got++;
});
await client.subscribeAsync(`${topic}/#`, { qos: Number(qos ?? 0) });
process.on('message', async (m) => {
  if (m.cmd === 'reset') got = 0;
  if (m.cmd === 'close') await client.endAsync(true);
  process.send({ id: m.id, got });
  if (m.cmd === 'close') process.exit(0);
});
process.send({ ready: true });
