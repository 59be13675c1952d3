/**
 * Firmware files on disk: uploads stream into `<data>/ota/uploads/<tenant>/<id>` (size-limited, never buffered in
 * memory), a package moves its upload to `<data>/ota/packages/<tenant>/<package id>`, and the signature is computed
 * by streaming the file once.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

export const UPLOAD_ID = /^[0-9a-f-]{36}$/;

export class FileTooLargeError extends Error {}

export class PackageFiles {
  constructor(
    private readonly dataDir: string,
    readonly maxBytes: number,
  ) {}

  private uploadPath(tenantId: string, id: string) {
    return path.join(this.dataDir, 'ota', 'uploads', tenantId, id);
  }

  packagePath(tenantId: string, packageId: string) {
    return path.join(this.dataDir, 'ota', 'packages', tenantId, packageId);
  }

  /** Streams a request body to a new upload; resolves with its id and size. */
  async receive(tenantId: string, body: Readable): Promise<{ id: string; size: number }> {
    const id = randomUUID();
    const file = this.uploadPath(tenantId, id);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    let size = 0;
    const max = this.maxBytes;
    try {
      await pipeline(
        body,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > max) throw new FileTooLargeError();
            yield chunk;
          }
        },
        fs.createWriteStream(file),
      );
    } catch (err) {
      await fsp.rm(file, { force: true });
      throw err;
    }
    return { id, size };
  }

  /** Size of an upload of this tenant, or null when there is none. */
  async uploadSize(tenantId: string, id: string): Promise<number | null> {
    if (!UPLOAD_ID.test(id)) return null;
    try {
      return (await fsp.stat(this.uploadPath(tenantId, id))).size;
    } catch {
      return null;
    }
  }

  async adopt(tenantId: string, uploadId: string, packageId: string) {
    const to = this.packagePath(tenantId, packageId);
    await fsp.mkdir(path.dirname(to), { recursive: true });
    await fsp.rename(this.uploadPath(tenantId, uploadId), to);
  }

  async remove(tenantId: string, packageId: string) {
    await fsp.rm(this.packagePath(tenantId, packageId), { force: true });
  }

  static async digest(file: string, algorithm: 'MD5' | 'SHA256'): Promise<string> {
    const hash = createHash(algorithm === 'MD5' ? 'md5' : 'sha256');
    await pipeline(fs.createReadStream(file), hash);
    return hash.digest('hex');
  }
}
