// A bare aedes broker in its own process (no authentication, no hooks, in-memory): the pass-through rate of the
// same load through it is the physical limit of this machine for that client, measured in the same run as ingest.
import net from 'node:net';
import { Aedes } from 'aedes';

const broker = await Aedes.createBroker();
const server = net.createServer(broker.handle);
server.listen(0, '127.0.0.1', () => process.send({ ready: true, port: server.address().port }));
process.on('message', (m) => {
  if (m.cmd === 'close') server.close(() => broker.close(() => process.exit(0)));
});
