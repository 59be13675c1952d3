/** The wire envelope `{code, message, data}` (HTTP 200 always) and the errors handlers throw to answer with it. */
import { ResponseCode } from '@tessera/sdk/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localize, requestLang, type Message } from '../i18n/localized-text';
import { HTTP_TEXT } from './messages';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Thrown by services; the HTTP layer turns it into an envelope with this code and message. */
export class ApiError extends Error {
  /** What the caller reads, localized by the HTTP layer when it is a LocalizedText. */
  readonly text: Message;
  constructor(
    readonly code: number,
    message: Message,
    readonly data: unknown = null,
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.name = 'ApiError';
    this.text = message;
  }
}

export const validationError = (message: Message) => new ApiError(ResponseCode.VALIDATION, message);
export const businessError = (message: Message) => new ApiError(ResponseCode.BUSINESS, message);
export const unauthorizedError = (message: Message = HTTP_TEXT.unauthorized) => new ApiError(ResponseCode.UNAUTHORIZED, message);
export const forbiddenError = (message: Message = HTTP_TEXT.forbidden) => new ApiError(ResponseCode.FORBIDDEN, message);

/** A handler result with its own success message (default message is "success"). */
export class Ok<T = unknown> {
  constructor(
    readonly data: T,
    readonly message: Message,
    readonly code: number = ResponseCode.OK,
  ) {}
}
export const ok = <T>(data: T, message: Message, code?: number) => new Ok(data, message, code);

export function envelope<T>(code: number, message: string, data: T): Envelope<T> {
  return { code, message, data };
}

/** The envelope of an error, in the request's language, for the streamed routes that answer outside the route wiring. */
export function sendErrorEnvelope(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  const e = err instanceof ApiError ? err : new ApiError(500, HTTP_TEXT.internal);
  const message = localize(e.text, requestLang(req.headers['accept-language']));
  return reply
    .status(200)
    .type('application/json; charset=utf-8')
    .send(envelope(e.code, message, null));
}
