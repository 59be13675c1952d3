/**
 * The device side of OTA for `npm run simulate` and the benches (the server's demo devices use
 * server/src/ingest/ota-agent.ts, the same agent): on `ota/device/inform/<token>` download the package over HTTP,
 * check its signature, report progress on `ota/device/progress`, adopt the version and report it on
 * `ota/device/inform`; report the version on every connect.
 */
import { createHash } from 'node:crypto';

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Attaches the agent to a connected-or-connecting mqtt.js client; returns its state ({version, upgrades}). */
export function attachOtaAgent(client, { token, version, module = 'default', external = false, stepDelayMs = 0, download = true }) {
  const state = { version, upgrades: 0, informs: 0, busy: false };
  const inform = `ota/device/inform/${token}`;
  const up = (topic) => (external ? `${topic}/up/${token}` : topic);
  const publish = (topic, body) => client.publishAsync(up(topic), JSON.stringify(body), { qos: 1 });
  const reportVersion = () => publish('ota/device/inform', { id: String(Date.now()), params: { version: state.version, module } });
  const progress = (step, desc, extra = {}) => publish('ota/device/progress', { step, desc, module, ...extra });

  async function upgrade(p) {
    if (!p?.url || !p.version || state.busy) return;
    state.busy = true;
    try {
      await progress(10, 'downloading');
      if (download) {
        let file;
        try {
          const res = await fetch(p.url);
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          file = Buffer.from(await res.arrayBuffer());
        } catch (err) {
          await progress(-2, err.message);
          return;
        }
        const sign = createHash(p.signMethod === 'MD5' ? 'md5' : 'sha256')
          .update(file)
          .digest('hex');
        if (sign !== String(p.sign).toLowerCase()) {
          await progress(-3, 'signature mismatch');
          return;
        }
      }
      await pause(stepDelayMs);
      await progress(50, 'verified');
      await pause(stepDelayMs);
      state.version = p.version;
      await progress(100, 'upgraded', { version: state.version });
      await reportVersion();
      state.upgrades++;
    } catch {
      // The connection dropped mid-upgrade: the server's timeout takes over.
    } finally {
      state.busy = false;
    }
  }

  const ready = () =>
    client
      .subscribeAsync(inform, { qos: 1 })
      .then(reportVersion)
      .catch(() => undefined);
  client.on('connect', ready);
  if (client.connected) ready();
  client.on('message', (topic, payload) => {
    if (topic !== inform) return;
    state.informs++;
    try {
      void upgrade(JSON.parse(String(payload)).params);
    } catch {
      // Not JSON: not for us.
    }
  });
  return state;
}
