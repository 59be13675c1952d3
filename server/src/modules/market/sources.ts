/**
 * Reading market sources (docs/market.md, "Sources"): a directory on the server holding `*.tessera.json` packages,
 * or an HTTP(S) URL of a static `tessera-market-index@1` document listing packed packages (file URLs relative to the
 * index), so any web server can host a market. Both read into the same index entries.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ExtensionManifest, LocalizedText } from '../../../../sdk/src/manifest/manifest';
import { businessError } from '../../http/envelope';
import { fill } from '../../i18n/localized-text';
import { PACK_FORMAT, type Pack } from '../extensions/service';
import { INSTALL_BODY_LIMIT } from '../extensions/routes';
import { keyIdOf } from '../extensions/pack-trust';
import { MARKET_TEXT } from './messages';
import type { SourceRow } from './store';

export const INDEX_FORMAT = 'tessera-market-index@1';
const FETCH_TIMEOUT_MS = 15_000;
const README_LIMIT = 64 * 1024;
const SCREENSHOT_LIMIT = 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** One packed version as a source lists it. */
export interface IndexEntry {
  /** The pack file, relative to the source (directory or index URL). */
  file: string;
  id: string;
  version: string;
  displayName: LocalizedText;
  description?: LocalizedText;
  kind: ExtensionManifest['kind'];
  publisher?: string;
  readme?: string;
  /** Image URLs (index) or data URLs (directory packs' `screenshots/*`). */
  screenshots?: string[];
  /** Key id of the signature, when signed. */
  keyId?: string;
  devicePlugin?: boolean;
}

/** What a source's pack tells about itself: manifest fields, README.md, screenshots/*, signer, device-plugin.json. */
export function entryOfPack(file: string, pack: Pack): IndexEntry {
  const m = pack.manifest as ExtensionManifest;
  const files = pack.files ?? {};
  const readme = files['README.md'] ? Buffer.from(files['README.md'], 'base64').toString('utf8').slice(0, README_LIMIT) : undefined;
  const screenshots = Object.keys(files)
    .filter((p) => p.startsWith('screenshots/'))
    .sort()
    .flatMap((p) => {
      const type = IMAGE_TYPES[p.split('.').pop()!.toLowerCase()];
      return type && files[p].length * 0.75 <= SCREENSHOT_LIMIT ? [`data:${type};base64,${files[p]}`] : [];
    });
  return {
    file,
    id: m.id,
    version: m.version,
    displayName: m.displayName,
    description: m.description,
    kind: m.kind,
    publisher: m.publisher,
    ...(readme ? { readme } : {}),
    ...(screenshots.length ? { screenshots } : {}),
    ...(pack.signature?.publicKey ? { keyId: keyIdOf(pack.signature.publicKey) } : {}),
    ...(m.kind === 'device' && files['device-plugin.json'] ? { devicePlugin: true } : {}),
  };
}

const unreadable = (source: SourceRow, reason: string) =>
  businessError(fill(MARKET_TEXT.sourceUnreadable, { name: source.name, reason: reason.slice(0, 200) }));

function isPack(v: unknown): v is Pack {
  const p = v as Pack;
  return !!p && typeof p === 'object' && p.format === PACK_FORMAT && !!p.manifest && typeof p.manifest === 'object' && !!p.files && typeof p.files === 'object';
}

async function fetchJson(url: string, source: SourceRow): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch (err) {
    throw unreadable(source, (err as Error).message);
  }
  if (!res.ok) throw unreadable(source, `HTTP ${res.status} ${url}`);
  const size = Number(res.headers.get('content-length') ?? 0);
  if (size > INSTALL_BODY_LIMIT) throw unreadable(source, `${url}: ${size} bytes`);
  const text = await res.text();
  if (text.length > INSTALL_BODY_LIMIT) throw unreadable(source, `${url}: ${text.length} bytes`);
  try {
    return JSON.parse(text);
  } catch {
    throw unreadable(source, `${url}: not JSON`);
  }
}

export class SourceReader {
  /** Directory packs already summarised, by path + size + mtime. */
  private readonly summaries = new Map<string, { stamp: string; entry: IndexEntry }>();

  async entries(source: SourceRow): Promise<IndexEntry[]> {
    return source.kind === 'directory' ? this.directoryEntries(source) : this.indexEntries(source);
  }

  async pack(source: SourceRow, entry: IndexEntry): Promise<Pack> {
    const raw =
      source.kind === 'directory'
        ? await this.readPackFile(source, path.join(source.location, path.basename(entry.file)))
        : await fetchJson(new URL(entry.file, source.location).toString(), source);
    if (!isPack(raw)) throw businessError(fill(MARKET_TEXT.badPack, { file: entry.file }));
    return raw;
  }

  private async readPackFile(source: SourceRow, file: string): Promise<unknown> {
    try {
      const stat = await fs.stat(file);
      if (stat.size > INSTALL_BODY_LIMIT) throw new Error(`${path.basename(file)}: ${stat.size} bytes`);
      return JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (err) {
      throw unreadable(source, (err as Error).message);
    }
  }

  private async directoryEntries(source: SourceRow): Promise<IndexEntry[]> {
    let names: string[];
    try {
      names = (await fs.readdir(source.location)).filter((n) => n.endsWith('.tessera.json')).sort();
    } catch (err) {
      throw unreadable(source, (err as Error).message);
    }
    const out: IndexEntry[] = [];
    for (const name of names) {
      const file = path.join(source.location, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) continue;
      const stamp = `${stat.size}:${stat.mtimeMs}`;
      const hit = this.summaries.get(file);
      if (hit?.stamp === stamp) {
        out.push(hit.entry);
        continue;
      }
      const raw = await this.readPackFile(source, file).catch(() => undefined);
      if (!isPack(raw)) continue; // not a package: the market lists what it can read
      const entry = entryOfPack(name, raw);
      this.summaries.set(file, { stamp, entry });
      out.push(entry);
    }
    return out;
  }

  private async indexEntries(source: SourceRow): Promise<IndexEntry[]> {
    const doc = (await fetchJson(source.location, source)) as { format?: string; packages?: unknown };
    if (!doc || doc.format !== INDEX_FORMAT || !Array.isArray(doc.packages)) throw businessError(fill(MARKET_TEXT.badIndex, { url: source.location }));
    return (doc.packages as IndexEntry[])
      .filter((e) => e && typeof e.file === 'string' && typeof e.id === 'string' && typeof e.version === 'string')
      .map((e) => ({
        ...e,
        displayName: e.displayName && typeof e.displayName === 'object' ? e.displayName : { en: e.id },
        screenshots: Array.isArray(e.screenshots)
          ? e.screenshots.filter((u) => typeof u === 'string').map((u) => new URL(u, source.location).toString())
          : undefined,
      }));
  }
}
