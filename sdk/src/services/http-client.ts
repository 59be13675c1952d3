/** The wire envelope every `/api` route answers with (the spec's call conventions). */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** The pagination wrapper of list answers. */
export interface Page<T> {
  current_page: number;
  per_page: number;
  total: number;
  data: T[];
}

export interface RequestOptions {
  /** HTTP method; every call is POST unless stated (the spec's call conventions). */
  method?: 'POST' | 'GET' | 'PUT' | 'DELETE';
  /** Send `x-token` instead of `Authorization: Bearer` (the store-login flow, the spec's call conventions). */
  storeLogin?: boolean;
  /** Suppress the error toast for a non-200 code; the envelope is still returned. */
  silent?: boolean;
  /** Absolute base instead of `/api` (the flow editor, the plugin store). */
  baseURL?: string;
  timeout?: number;
  headers?: Record<string, string>;
  /**
   * The site this call is about, sent as X-Site-ID instead of the session's chosen site; `null` sends none (e.g. the
   * tenant-wide roles while a site is chosen). Absent: the session's site.
   */
  siteId?: string | null;
  signal?: AbortSignal;
  /** Answer as a Blob (exports); no envelope handling. */
  responseType?: 'json' | 'blob' | 'text';
}

/**
 * The console's one HTTP client (the spec's call conventions and error catalogue). `post` resolves with the envelope
 * whatever its code (the code has already been acted on: toast, or session cleared and redirect); it rejects only on
 * network and HTTP errors.
 */
export const HttpClient = Symbol.for('tessera.core.HttpClient');
export interface HttpClient {
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  /** Like post, but resolves `data` on success and rejects with an Error carrying the envelope otherwise. */
  call<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  request<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /**
   * A streamed answer (large exports): sent with the console's headers (token, site, language) after the same token
   * refresh, its body left for the caller to read as it arrives. An envelope instead of a stream is the server
   * refusing: acted on like post's (toasted unless `silent`, a dead session cleared) and rejected as an ApiError.
   */
  stream(url: string, body?: unknown, options?: RequestOptions): Promise<Response>;
}

/** Error raised by `HttpClient.call` when the envelope code is not a success code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
