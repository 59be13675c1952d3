import axios, { type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { inject, injectable } from 'inversify';
import {
  ApiError,
  AppHooks,
  I18nService,
  Logger,
  Notifier,
  REFRESH_SKIP_PATTERNS,
  REQUEST_TIMEOUT_MS,
  ResponseCode,
  SessionStore,
  TOKEN_ERROR_MESSAGE,
  TOKEN_REFRESH_THRESHOLD_MS,
  type Envelope,
  type HttpClient,
  type RequestOptions,
} from '@tessera/sdk';
import { browser } from './browser';

/** What `/auth/refresh` answers in `data` (the spec's call conventions). */
interface RefreshData {
  access_token: string;
  expires_in: number;
}

/** The outcome of one exchange: the answer, or the envelope standing in for a swallowed 404. */
type Exchange = { response: AxiosResponse; swallowed?: undefined } | { response?: undefined; swallowed: Envelope<null> };

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

/** Code 401, or code 400 with message token异常: the session is gone (the spec's error catalogue). */
export function isSessionFailure(env: Envelope): boolean {
  return env.code === ResponseCode.UNAUTHORIZED || (env.code === ResponseCode.BUSINESS && env.message === TOKEN_ERROR_MESSAGE);
}

/** The console language as an HTTP language tag (`ch` is not one: Chinese is `zh-CN`). */
export function acceptLanguage(lang: string): string {
  return lang === 'ch' ? 'zh-CN' : lang;
}

export function skipsRefresh(url: string): boolean {
  return REFRESH_SKIP_PATTERNS.some((p) => url.includes(p));
}

/**
 * The console's one HTTP client (the spec's call conventions and error catalogue): base `/api`, 60 s, JSON, POST by
 * default, bearer token (or `x-token` for the store login), `X-Site-ID` when a site is selected, the spec's error
 * catalogue, and the silent refresh of the spec's state rules (one refresh in flight; requests arriving meanwhile wait
 * for it and go out with the new token).
 */
@injectable()
export class HttpClientImpl implements HttpClient {
  /** Exposed so the shell (and tests) can adjust defaults such as `baseURL` or the adapter. */
  readonly axios: AxiosInstance;
  private refreshing: Promise<void> | null = null;
  /** The token whose refresh failed: no new attempt until the token changes, so a broken refresh is not hammered. */
  private refreshFailedFor: string | null = null;
  private readonly log: Logger;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(I18nService) private readonly i18n: I18nService,
    @inject(AppHooks) private readonly hooks: AppHooks,
    @inject(Logger) logger: Logger,
  ) {
    this.log = logger.child('http');
    this.axios = axios.create({
      baseURL: '/api',
      timeout: REQUEST_TIMEOUT_MS,
      headers: { 'Content-Type': 'application/json' },
    });
  }

  async post<T = unknown>(url: string, body?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
    const ex = await this.exchange(url, body, options);
    if (ex.swallowed) return ex.swallowed as Envelope<T>;
    const data: unknown = ex.response.data;
    if (!isEnvelope(data)) return data as Envelope<T>;
    this.actOnEnvelope(url, data, options);
    return data as Envelope<T>;
  }

  async call<T = unknown>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const env = await this.post<T>(url, body, options);
    if (isEnvelope(env) && env.code === this.successCode(options)) return env.data;
    throw new ApiError(env?.message ?? '', env?.code ?? -1, env?.data);
  }

  /**
   * The raw answer (blobs, text, services that answer without an envelope). HTTP and network errors follow the spec's
   * error catalogue; an envelope in the answer is only checked for the session rule.
   */
  async request<T = unknown>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const ex = await this.exchange(url, body, options);
    if (ex.swallowed) throw new ApiError(ex.swallowed.message, ex.swallowed.code);
    const data: unknown = ex.response.data;
    if (isEnvelope(data) && isSessionFailure(data)) this.endSession(options);
    return data as T;
  }

  async stream(url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
    if (!options.storeLogin && !skipsRefresh(url)) await this.ensureFreshToken();
    const info = this.hooks.httpRequest.call({ url, body, headers: this.headersFor(options) });
    const base = options.baseURL ?? this.axios.defaults.baseURL ?? '';
    let res: Response;
    try {
      res = await fetch(`${base}${info.url}`, {
        method: options.method ?? 'POST',
        headers: { 'content-type': 'application/json', ...info.headers },
        body: JSON.stringify(info.body ?? {}),
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      const network = new Error(this.i18n.t('http.networkError'), { cause: error });
      this.hooks.httpError.call(url, network);
      throw network;
    }
    if (res.ok && !(res.headers.get('content-type') ?? '').includes('application/json')) return res;
    const env: unknown = await res.json().catch(() => null);
    if (isEnvelope(env) && env.code !== this.successCode(options)) {
      this.actOnEnvelope(url, env, options);
      throw new ApiError(env.message, env.code, env.data);
    }
    const error = new Error(this.i18n.t('http.requestFailed', { message: `HTTP ${res.status}` }));
    if (!options.silent) this.notifier.error(error.message);
    this.hooks.httpError.call(url, error);
    throw error;
  }

  private successCode(options: RequestOptions): number {
    return options.storeLogin ? ResponseCode.STORE_OK : ResponseCode.OK;
  }

  private async exchange(url: string, body: unknown, options: RequestOptions): Promise<Exchange> {
    if (!options.storeLogin && !skipsRefresh(url)) await this.ensureFreshToken();
    const info = this.hooks.httpRequest.call({ url, body, headers: this.headersFor(options) });
    const method = options.method ?? 'POST';
    try {
      const response = await this.axios.request({
        url: info.url,
        method,
        ...(method === 'GET' || method === 'DELETE' ? { params: info.body } : { data: info.body ?? {} }),
        headers: info.headers,
        baseURL: options.baseURL,
        timeout: options.timeout,
        signal: options.signal,
        responseType: options.responseType,
      });
      return { response };
    } catch (error) {
      return { swallowed: this.onHttpFailure(url, error as AxiosError, options) };
    }
  }

  private headersFor(options: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = {};
    if (options.storeLogin) {
      const storeToken = this.session.storeLogin?.token;
      if (storeToken) headers['x-token'] = storeToken;
    } else if (this.session.token) {
      headers.Authorization = `Bearer ${this.session.token}`;
    }
    const site = options.siteId === undefined ? this.session.authSiteId : options.siteId;
    if (site) headers['X-Site-ID'] = site;
    // The server words its messages (shown as they come, e.g. the plugin wizard's) in the console's language,
    // not the browser's.
    headers['Accept-Language'] = acceptLanguage(this.i18n.language);
    return { ...headers, ...options.headers };
  }

  /**
   * The error catalogue for envelopes: success passes, a dead session is cleared and sent to login, anything else is
   * toasted.
   */
  private actOnEnvelope(url: string, env: Envelope, options: RequestOptions): void {
    if (env.code === this.successCode(options)) return;
    const error = new ApiError(env.message, env.code, env.data);
    if (isSessionFailure(env)) {
      this.endSession(options);
    } else if (!options.silent) {
      this.notifier.error(env.message);
    }
    this.hooks.httpError.call(url, error);
  }

  private endSession(options: RequestOptions): void {
    if (options.storeLogin) {
      // The plugin store's own login expired: forget it, the console session is not affected.
      this.session.setStoreLogin(null);
      return;
    }
    this.session.clear();
    browser.goToLogin();
  }

  /**
   * The error catalogue for HTTP failures: 404 swallowed, network errors rejected with the fixed message, the rest
   * toasted.
   */
  private onHttpFailure(url: string, error: AxiosError, options: RequestOptions): Envelope<null> {
    if (axios.isCancel(error) || error?.code === 'ERR_CANCELED') throw error;
    const message = String(error?.message ?? error);
    if (error?.response?.status === 404 || message.includes('404')) {
      this.log.debug('404 swallowed', url);
      return { code: 404, message, data: null };
    }
    const timedOut = error?.code === 'ECONNABORTED' || error?.code === 'ETIMEDOUT';
    if (!error?.response && !timedOut) {
      const network = new Error(this.i18n.t('http.networkError'), { cause: error });
      this.hooks.httpError.call(url, network);
      throw network;
    }
    const answer: unknown = error.response?.data;
    if (isEnvelope(answer) && isSessionFailure(answer)) {
      this.endSession(options);
    } else if (!options.silent) {
      this.notifier.error(timedOut ? this.i18n.t('http.timeout') : this.i18n.t('http.requestFailed', { message }));
    }
    this.hooks.httpError.call(url, error);
    throw error;
  }

  /** The spec's state rules: under 20 minutes left → one `/auth/refresh`; everyone arriving meanwhile waits for it. */
  private ensureFreshToken(): Promise<void> {
    if (this.refreshing) return this.refreshing;
    const token = this.session.token;
    const remaining = this.session.remainingMs();
    if (token == null || remaining == null || remaining >= TOKEN_REFRESH_THRESHOLD_MS) return Promise.resolve();
    if (this.refreshFailedFor === token) return Promise.resolve();
    this.refreshing = this.refresh(token).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(oldToken: string): Promise<void> {
    try {
      const env = await this.post<RefreshData>('/auth/refresh', undefined, { silent: true });
      // A logout while the refresh was in flight wins: the answer must not bring the session back.
      if (this.session.token !== oldToken) return;
      if (env.code === ResponseCode.OK && env.data?.access_token) {
        this.session.setToken(env.data.access_token, Number(env.data.expires_in));
        this.refreshFailedFor = null;
        return;
      }
      this.refreshFailedFor = oldToken;
    } catch (error) {
      this.refreshFailedFor = oldToken;
      this.log.warn('token refresh failed', error);
    }
  }
}
