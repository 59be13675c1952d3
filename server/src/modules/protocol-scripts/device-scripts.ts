/**
 * What ingest and the command path do with the script bound to a device (`device.script_id`, same tenant only):
 * before decode, an uplink (`attributes`, `event`, gateway forms) passes through the uplink script's
 * `encodeInp(bytes, topic)`; before publish, an attribute write or command passes through the downlink script's.
 * A failing uplink script makes the pipeline drop that message (counted as malformed for the device, and per script
 * in the sandbox stats); a failing downlink script fails that send. Devices without a script never enter the sandbox.
 */
import type { Db } from '../../storage/database';
import type { PayloadTransformer } from '../../ingest/ingest-pipeline';
import type { DownlinkEncoder } from '../commands/service';
import { UPLINK_TOPICS, type UplinkKind } from '../../mqtt/topics';
import type { ScriptSandbox } from './script-sandbox';
import { downlinkStatsId, uplinkStatsId } from './service';
import { scriptText } from './store';

/** The topic a script sees per uplink kind; OTA and status messages are not for parse scripts. */
const TOPIC_OF: Partial<Record<UplinkKind, string>> = Object.fromEntries(
  Object.entries(UPLINK_TOPICS)
    .filter(([, k]) => !k.startsWith('ota_'))
    .map(([topic, kind]) => [kind, topic]),
);
/** A script's text is re-read at least this often, also when another server changed it. */
const CACHE_MS = 30_000;
type Column = 'script_content_a' | 'script_content_b';

export class DeviceScripts {
  private readonly cache = new Map<string, { text: Promise<string>; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly sandbox: ScriptSandbox,
  ) {}

  invalidate(scriptId: string): void {
    for (const key of this.cache.keys()) if (key.includes(`\u0000${scriptId}\u0000`)) this.cache.delete(key);
  }

  readonly uplink: PayloadTransformer = async (device, kind, payload) => {
    const topic = TOPIC_OF[kind];
    if (!topic) return payload;
    const source = await this.text(device.tenantId, device.scriptId, 'script_content_b');
    if (!source.trim()) return payload;
    const r = await this.sandbox.encode(uplinkStatsId(device.scriptId), source, Array.from(payload), topic);
    if (!r.ok) throw new Error(`uplink script failed: ${r.error}`);
    if (typeof r.value === 'string' || (typeof r.value === 'object' && r.value !== null)) return r.value as string | object;
    throw new Error('uplink script must return a JSON object or JSON text');
  };

  /** A string result is sent as text, an array of byte values as binary, anything else as JSON. */
  readonly downlink: DownlinkEncoder = async (device, topic, body) => {
    const source = await this.text(device.tenant_id, device.script_id, 'script_content_a');
    if (!source.trim()) return body;
    const r = await this.sandbox.encode(downlinkStatsId(device.script_id), source, Array.from(Buffer.from(body, 'utf8')), topic);
    if (!r.ok) throw new Error(`downlink script failed: ${r.error}`);
    if (typeof r.value === 'string') return r.value;
    if (Array.isArray(r.value) && r.value.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) return Buffer.from(r.value as number[]);
    return JSON.stringify(r.value);
  };

  private text(tenantId: string, scriptId: string, column: Column): Promise<string> {
    const key = `${tenantId}\u0000${scriptId}\u0000${column}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.text;
    const text = scriptText(this.db, tenantId, scriptId, column).catch((err: unknown) => {
      this.cache.delete(key);
      throw err;
    });
    this.cache.set(key, { text, at: Date.now() });
    return text;
  }
}
