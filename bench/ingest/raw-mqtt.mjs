// A minimal MQTT 3.1.1 publisher on a raw socket (mqtt-packet), so the load generator spends its CPU on load,
// not on client bookkeeping. QoS 1 publishes are counted as acknowledged when their PUBACK arrives.
import net from 'node:net';
import mqttPacket from 'mqtt-packet';

export class RawClient {
  constructor(port, host, username) {
    this.port = port;
    this.host = host;
    this.username = username;
    this.nextId = 1;
    this.inflight = 0;
    this.acked = 0;
    this.received = 0;
    this.connected = false;
    this.onAck = null;
  }

  connect() {
    return new Promise((resolve, reject) => {
      const s = net.connect(this.port, this.host);
      this.socket = s;
      s.setNoDelay(true);
      const parser = mqttPacket.parser({ protocolVersion: 4 });
      parser.on('packet', (p) => {
        if (p.cmd === 'connack') {
          if (p.returnCode === 0) {
            this.connected = true;
            resolve(this);
          } else reject(new Error(`connack ${p.returnCode}`));
        } else if (p.cmd === 'publish') {
          this.received++;
        } else if (p.cmd === 'puback') {
          this.inflight--;
          this.acked++;
          this.onAck?.(p.messageId);
        }
      });
      s.on('data', (d) => parser.parse(d));
      s.on('error', reject);
      s.on('close', () => {
        this.connected = false;
      });
      s.write(
        mqttPacket.generate({
          cmd: 'connect',
          protocolId: 'MQTT',
          protocolVersion: 4,
          clean: true,
          clientId: `b${Math.random().toString(36).slice(2)}`,
          keepalive: 0,
          username: this.username,
        }),
      );
    });
  }

  publish(topic, payload, qos = 1) {
    const messageId = qos ? (this.nextId = (this.nextId % 65535) + 1) : undefined;
    if (qos) this.inflight++;
    return this.socket.write(mqttPacket.generate({ cmd: 'publish', topic, payload, qos, retain: false, dup: false, messageId }));
  }

  /** QoS 0 subscription (the raw broker's pass-through counter); counts PUBLISH packets received in `received`. */
  subscribe(topic) {
    this.socket.write(mqttPacket.generate({ cmd: 'subscribe', messageId: 1, subscriptions: [{ topic, qos: 0 }] }));
  }

  end() {
    this.socket?.end(mqttPacket.generate({ cmd: 'disconnect' }));
  }
}
