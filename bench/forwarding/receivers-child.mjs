// The receiving end of bench/forwarding (forked with IPC): the HTTP receiver (counts the messages of every POSTed
// JSON array) and the Mosquitto subscriber, in a process of their own so the load the bench makes does not starve
// them (Mosquitto drops what a slow subscriber cannot take, and a slow receiver backs the server's queue up: losses
// that are not the server's). Answers `count` ({http, mqtt}), `reset` and `close`.
import http from 'node:http';
import mqtt from 'mqtt';

const [url, topic, qos] = process.argv.slice(2);
let httpGot = 0;
let mqttGot = 0;
const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    httpGot += JSON.parse(Buffer.concat(chunks).toString('utf8')).length;
    res.end('ok');
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
let client = null;
let mqttError = '';
try {
  client = await mqtt.connectAsync(url, { clientId: `fwd-bench-watch-${process.pid}`, reconnectPeriod: 0, protocolVersion: 4, connectTimeout: 3000 });
  client.on('message', () => {
    mqttGot++;
  });
  await client.subscribeAsync(`${topic}/#`, { qos: Number(qos ?? 0) });
} catch (err) {
  client = null;
  mqttError = err.message;
}
process.on('message', async (m) => {
  if (m.cmd === 'reset') httpGot = mqttGot = 0;
  if (m.cmd === 'close') {
    await client?.endAsync(true);
    receiver.close();
  }
  process.send({ id: m.id, http: httpGot, mqtt: mqttGot });
  if (m.cmd === 'close') process.exit(0);
});
process.send({ ready: true, httpPort: receiver.address().port, mqtt: !!client, mqttError });
