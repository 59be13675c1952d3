// A minimal MQTT 3.1.1 device on a raw socket (mqtt-packet): subscribes to its OTA inform topic, counts the notices
// and can answer them with a progress report — ten thousand of them stay cheap for the load generator.
import net from 'node:net';
import mqttPacket from 'mqtt-packet';

export class OtaDevice {
  constructor(port, host, token) {
    this.port = port;
    this.host = host;
    this.token = token;
    this.nextId = 1;
    this.informedAt = 0;
    this.onInform = null;
  }

  connect() {
    return new Promise((resolve, reject) => {
      const s = net.connect(this.port, this.host);
      this.socket = s;
      s.setNoDelay(true);
      const parser = mqttPacket.parser({ protocolVersion: 4 });
      parser.on('packet', (p) => {
        if (p.cmd === 'connack') {
          if (p.returnCode !== 0) return reject(new Error(`connack ${p.returnCode}`));
          s.write(mqttPacket.generate({ cmd: 'subscribe', messageId: this.id(), subscriptions: [{ topic: `ota/device/inform/${this.token}`, qos: 1 }] }));
        } else if (p.cmd === 'suback') {
          resolve(this);
        } else if (p.cmd === 'publish') {
          if (p.qos === 1) s.write(mqttPacket.generate({ cmd: 'puback', messageId: p.messageId }));
          this.informedAt = performance.now();
          this.onInform?.(this, JSON.parse(String(p.payload)));
        }
      });
      s.on('data', (d) => parser.parse(d));
      s.on('error', reject);
      s.write(
        mqttPacket.generate({
          cmd: 'connect',
          protocolId: 'MQTT',
          protocolVersion: 4,
          clean: true,
          clientId: `ota-bench-${Math.random().toString(36).slice(2)}`,
          keepalive: 0,
          username: this.token,
        }),
      );
    });
  }

  id() {
    return (this.nextId = (this.nextId % 65535) + 1);
  }

  progress(step, version) {
    this.socket.write(
      mqttPacket.generate({
        cmd: 'publish',
        topic: 'ota/device/progress',
        payload: JSON.stringify({ step, desc: 'bench', module: 'default', version }),
        qos: 1,
        messageId: this.id(),
        retain: false,
        dup: false,
      }),
    );
  }

  end() {
    this.socket?.end();
  }
}
