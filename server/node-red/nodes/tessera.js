/*
 * The Tessera node set of the access engine (docs/access-engine.md):
 *  - "tessera in": every committed device message of the flow's tenant (optionally one device, one kind);
 *  - "tessera command": sends a device command through Tessera's command service (rate limits, downlink script,
 *    command history), refused for a device outside the tenant.
 * The tenant is the process's (one Node-RED per tenant); the bridge comes from runner.cjs.
 */
'use strict';
module.exports = function (RED) {
  const bridge = () => globalThis.__tesseraBridge;

  function TesseraInNode(config) {
    RED.nodes.createNode(this, config);
    const deviceId = (config.deviceId || '').trim();
    const kind = config.kind || 'all';
    this.status({ fill: 'green', shape: 'dot', text: deviceId || '*' });
    const off = bridge().onDeviceMessage((m) => {
      if (deviceId && m.device_id !== deviceId) return;
      if (kind !== 'all' && m.kind !== kind) return;
      this.send({
        topic: m.kind === 'event' ? 'device/event' : 'device/attributes',
        device_id: m.device_id,
        kind: m.kind,
        ts: m.ts,
        payload: m.values,
      });
    });
    this.on('close', () => off());
  }
  RED.nodes.registerType('tessera in', TesseraInNode);

  function TesseraCommandNode(config) {
    RED.nodes.createNode(this, config);
    this.on('input', (msg, send, done) => {
      const payload = msg.payload && typeof msg.payload === 'object' && !Array.isArray(msg.payload) ? msg.payload : {};
      const deviceId = String((config.deviceId || '').trim() || msg.device_id || payload.device_id || '');
      const identifier = String((config.identifier || '').trim() || msg.identifier || payload.method || '');
      const params = payload.params && typeof payload.params === 'object' ? payload.params : payload;
      if (!deviceId || !identifier) {
        this.status({ fill: 'red', shape: 'ring', text: 'device or command missing' });
        done(new Error('tessera command: set a device and a command identifier (or msg.device_id, msg.identifier)'));
        return;
      }
      bridge()
        .sendCommand(deviceId, identifier, params)
        .then((r) => {
          if (r.ok) {
            this.status({ fill: 'green', shape: 'dot', text: identifier });
            send({ ...msg, payload: { device_id: deviceId, method: identifier, params } });
            done();
          } else {
            this.status({ fill: 'red', shape: 'ring', text: String(r.error).slice(0, 40) });
            done(new Error(`tessera command: ${r.error}`));
          }
        });
    });
  }
  RED.nodes.registerType('tessera command', TesseraCommandNode);
};
