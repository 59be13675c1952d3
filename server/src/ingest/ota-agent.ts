/**
 * The device side of OTA, for the demo devices and the tests: on `ota/device/inform/<token>` it downloads the
 * package over HTTP, checks its signature, reports progress on `ota/device/progress`, "flashes" (adopts the version)
 * and reports the new version on `ota/device/inform`. It also reports its version on every connect, as real
 * firmware does after a reboot. scripts/ota-agent.mjs is the same agent for `npm run simulate` and the benches.
 */
import { createHash } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { externalUplinkTopic } from '../mqtt/topics';

export interface OtaAgentOptions {
  token: string;
  /** Firmware version the device starts with. */
  version: string;
  module?: string;
  /** Token-in-topic uplinks (external broker mode). */
  external?: boolean;
  /** Pause between progress steps, so a person watching sees them (0 in tests). */
  stepDelayMs?: number;
  onUpgraded?(version: string): void;
}

interface Inform {
  params?: { version?: string; url?: string; signMethod?: string; sign?: string; module?: string };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class OtaAgent {
  version: string;
  private busy = false;

  constructor(
    private readonly client: MqttClient,
    private readonly opts: OtaAgentOptions,
  ) {
    this.version = opts.version;
    const inform = `ota/device/inform/${opts.token}`;
    const ready = () =>
      void client
        .subscribeAsync(inform, { qos: 1 })
        .then(() => this.reportVersion())
        .catch(() => undefined);
    client.on('connect', ready);
    if (client.connected) ready();
    client.on('message', (topic, payload) => {
      if (topic !== inform) return;
      try {
        void this.upgrade(JSON.parse(String(payload)) as Inform);
      } catch {
        /* not JSON: not for us */
      }
    });
  }

  private up(topic: string) {
    return this.opts.external ? externalUplinkTopic(topic, this.opts.token) : topic;
  }

  private get module() {
    return this.opts.module ?? 'default';
  }

  reportVersion() {
    return this.client.publishAsync(
      this.up('ota/device/inform'),
      JSON.stringify({ id: String(Date.now()), params: { version: this.version, module: this.module } }),
      { qos: 1 },
    );
  }

  private progress(step: number, desc: string, extra: object = {}) {
    return this.client.publishAsync(this.up('ota/device/progress'), JSON.stringify({ step, desc, module: this.module, ...extra }), { qos: 1 });
  }

  private async upgrade(msg: Inform) {
    const p = msg.params;
    if (!p?.url || !p.version || this.busy) return;
    this.busy = true;
    const delay = this.opts.stepDelayMs ?? 0;
    try {
      await this.progress(10, 'downloading');
      let file: Buffer;
      try {
        const res = await fetch(p.url);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        file = Buffer.from(await res.arrayBuffer());
      } catch (err) {
        await this.progress(-2, (err as Error).message);
        return;
      }
      await pause(delay);
      const sign = createHash(p.signMethod === 'MD5' ? 'md5' : 'sha256')
        .update(file)
        .digest('hex');
      if (sign !== String(p.sign).toLowerCase()) {
        await this.progress(-3, 'signature mismatch');
        return;
      }
      await this.progress(50, 'verified');
      await pause(delay);
      await this.progress(80, 'flashing');
      await pause(delay);
      this.version = p.version;
      await this.progress(100, 'upgraded', { version: this.version });
      await this.reportVersion();
      this.opts.onUpgraded?.(this.version);
    } catch {
      /* the connection dropped mid-upgrade: the server's timeout takes over */
    } finally {
      this.busy = false;
    }
  }
}
