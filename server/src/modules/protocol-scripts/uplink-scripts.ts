/**
 * Ingest's use of protocol scripts: before decode, a device bound to a script (`device.script_id`, same tenant)
 * has its raw payload passed through the script's uplink `encodeInp(bytes, topic)`. A failing script makes the
 * pipeline drop that one message as malformed (counted per device, and per script in the sandbox stats); devices
 * without a script never touch the sandbox.
 */
import type { Db } from '../../storage/database';
import type { PayloadTransformer } from '../../ingest/ingest-pipeline';
import { UPLINK_TOPICS, type UplinkKind } from '../../mqtt/topics';
import type { ScriptSandbox } from './script-sandbox';
import { uplinkStatsId } from './service';
import { uplinkSource } from './store';

/** The topic a script sees per uplink kind; OTA and status messages are not for parse scripts. */
const TOPIC_OF: Partial<Record<UplinkKind, string>> = Object.fromEntries(
  Object.entries(UPLINK_TOPICS).filter(([, k]) => !k.startsWith('ota_')).map(([topic, kind]) => [kind, topic]),
);
/** A script's text is re-read at least this often, also when another server changed it. */
const CACHE_MS = 30_000;

export class UplinkScripts {
  private readonly cache = new Map<string, { source: Promise<string>; at: number }>();

  constructor(private readonly db: Db, private readonly sandbox: ScriptSandbox) {}

  invalidate(scriptId: string): void {
    for (const key of this.cache.keys()) if (key.endsWith(`\u0000${scriptId}`)) this.cache.delete(key);
  }

  readonly transform: PayloadTransformer = async (device, kind, payload) => {
    const topic = TOPIC_OF[kind];
    if (!topic) return payload;
    const source = await this.source(device.tenantId, device.scriptId);
    if (!source.trim()) return payload;
    const r = await this.sandbox.encode(uplinkStatsId(device.scriptId), source, Array.from(payload), topic);
    if (!r.ok) throw new Error(`uplink script failed: ${r.error}`);
    if (typeof r.value === 'string' || (typeof r.value === 'object' && r.value !== null)) return r.value as string | object;
    throw new Error('uplink script must return a JSON object or JSON text');
  };

  private source(tenantId: string, scriptId: string): Promise<string> {
    const key = `${tenantId}\u0000${scriptId}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.source;
    const source = uplinkSource(this.db, tenantId, scriptId).catch((err: unknown) => {
      this.cache.delete(key);
      throw err;
    });
    this.cache.set(key, { source, at: Date.now() });
    return source;
  }
}
