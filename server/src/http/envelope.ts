/** The wire envelope `{code, message, data}` (HTTP 200 always) and the errors handlers throw to answer with it. */
import { ResponseCode } from '../../../sdk/src/shared/constants';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Thrown by services; the HTTP layer turns it into an envelope with this code and message. */
export class ApiError extends Error {
  constructor(readonly code: number, message: string, readonly data: unknown = null) {
    super(message);
    this.name = 'ApiError';
  }
}

export const validationError = (message: string) => new ApiError(ResponseCode.VALIDATION, message);
export const businessError = (message: string) => new ApiError(ResponseCode.BUSINESS, message);
export const unauthorizedError = (message = 'Unauthorized') => new ApiError(ResponseCode.UNAUTHORIZED, message);
export const forbiddenError = (message = "You don't have access.") => new ApiError(ResponseCode.FORBIDDEN, message);

/** A handler result with its own success message (default message is "success"). */
export class Ok<T = unknown> {
  constructor(readonly data: T, readonly message: string, readonly code: number = ResponseCode.OK) {}
}
export const ok = <T>(data: T, message: string, code?: number) => new Ok(data, message, code);

export function envelope<T>(code: number, message: string, data: T): Envelope<T> {
  return { code, message, data };
}
