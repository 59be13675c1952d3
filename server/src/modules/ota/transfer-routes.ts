/**
 * The two raw HTTP routes of firmware: `POST /api/tp_ota/upload` (the file body streamed to disk, with a size limit,
 * answered with the envelope) and `GET /api/ota/download/<task token>` (no login: the per-task token is the key;
 * `Range: bytes=a-b` answers 206 with Content-Range, or 416).
 */
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ResponseCode } from '@tessera/sdk/shared';
import { ApiError, envelope, forbiddenError, validationError } from '../../http/envelope';
import type { Caller } from '../../http/route';
import { fill, localize, requestLang } from '../../i18n/localized-text';
import type { Db } from '../../storage/database';
import { bearer } from '../telemetry/csv-export';
import { OTA_MSG } from './messages';
import { FileTooLargeError, type PackageFiles } from './package-files';
import { taskByToken } from './store';

export interface TransferDeps {
  db: Db;
  files: PackageFiles;
  resolve(token: string | undefined): Promise<Caller>;
}

function answer(req: FastifyRequest, reply: FastifyReply, err: unknown, data: unknown = null) {
  const e = err instanceof ApiError ? err : null;
  const code = e ? e.code : err ? 500 : ResponseCode.OK;
  const message = e ? localize(e.text, requestLang(req.headers['accept-language'])) : err ? 'internal server error' : 'success';
  return reply
    .status(200)
    .type('application/json; charset=utf-8')
    .send(envelope(code, message, data));
}

/** Parses one `bytes=` range against the size; null = whole file, 'bad' = unsatisfiable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return 'bad';
  let start: number;
  let end: number;
  if (!m[1]) {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  }
  return start > end || start >= size ? 'bad' : { start, end };
}

export function registerTransfers(app: FastifyInstance, deps: TransferDeps): void {
  void app.register(async (scope) => {
    // Only this scope takes raw bodies; the rest of /api stays JSON.
    scope.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));
    scope.post('/api/tp_ota/upload', async (req, reply) => {
      try {
        const caller = await deps.resolve(bearer(req));
        if (!caller.tenant_id || caller.authority !== 'TENANT_ADMIN') throw forbiddenError(OTA_MSG.noAccess);
        const declared = Number(req.headers['content-length'] ?? NaN);
        if (declared > deps.files.maxBytes) {
          reply.header('connection', 'close');
          throw validationError(fill(OTA_MSG.fileTooLarge, { max: deps.files.maxBytes }));
        }
        if (!(req.body && typeof (req.body as Readable).pipe === 'function')) throw validationError(OTA_MSG.fileEmpty);
        const { id, size } = await deps.files.receive(caller.tenant_id, req.body as Readable);
        if (size === 0) throw validationError(OTA_MSG.fileEmpty);
        return answer(req, reply, null, { package_url: id, file_size: size });
      } catch (err) {
        if (err instanceof FileTooLargeError) {
          reply.header('connection', 'close');
          return answer(req, reply, validationError(fill(OTA_MSG.fileTooLarge, { max: deps.files.maxBytes })));
        }
        return answer(req, reply, err);
      }
    });
  });

  app.get<{ Params: { token: string } }>('/api/ota/download/:token', async (req, reply) => {
    const token = req.params.token;
    const task = /^[0-9a-f]{48}$/.test(token) ? await taskByToken(deps.db, token) : undefined;
    if (!task)
      return reply.status(404).send({ code: 404, message: localize(OTA_MSG.packageNotFound, requestLang(req.headers['accept-language'])), data: null });
    const file = deps.files.packagePath(task.tenant_id, task.ota_id);
    const size = Number(task.file_size);
    const range = byteRange(req.headers.range, size);
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${task.ota_id}.bin"`);
    if (range === 'bad') return reply.status(416).header('content-range', `bytes */${size}`).send();
    if (!range) return reply.status(200).header('content-length', String(size)).send(fs.createReadStream(file));
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(fs.createReadStream(file, { start: range.start, end: range.end }));
  });
}
