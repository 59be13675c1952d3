import { ApiError, type Envelope, type HttpClient, type RequestOptions } from '../services/http-client';
import type { Notifier } from '../services/notifier';

/** What a route handler answers: plain data (wrapped as `{code: 200, message: 'success', data}`) or a full envelope. */
export type FakeRoute = unknown | ((body: any, call: RecordedCall) => unknown | Promise<unknown>);

export interface RecordedCall {
  url: string;
  body: unknown;
  options?: RequestOptions;
}

function isResponseLike(v: unknown): v is Response {
  return typeof v === 'object' && v !== null && 'body' in v && typeof (v as Response).headers?.get === 'function';
}

function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && typeof (v as Envelope).code === 'number' && typeof (v as Envelope).message === 'string';
}

/** Builds an envelope, e.g. `envelope(400, '名称已存在')` for a business error. */
export function envelope<T>(code: number, message: string, data: T = null as T): Envelope<T> {
  return { code, message, data };
}

/**
 * HttpClient for tests: answers from routes registered with `on`, records every call, and toasts a non-200
 * envelope's message through the notifier like the real client (unless `silent`). An unregistered URL rejects.
 */
export class FakeHttpClient implements HttpClient {
  readonly calls: RecordedCall[] = [];
  private readonly routes = new Map<string, FakeRoute>();
  private readonly patterns: [RegExp, FakeRoute][] = [];

  constructor(private readonly notifier?: Notifier) {}

  /** Answers `url` (exact, without `/api`) or every URL matching a RegExp. A later `on` for the same URL wins. */
  on(url: string | RegExp, route: FakeRoute): this {
    if (typeof url === 'string') this.routes.set(url, route);
    else this.patterns.unshift([url, route]);
    return this;
  }

  /** The calls made to one URL, oldest first. */
  callsTo(url: string): RecordedCall[] {
    return this.calls.filter((c) => c.url === url);
  }

  /** The body of the most recent call to `url` (undefined when never called). */
  lastBody<T = any>(url: string): T | undefined {
    return this.callsTo(url).at(-1)?.body as T | undefined;
  }

  reset(): void {
    this.calls.length = 0;
  }

  private async answer(url: string, body: unknown, options?: RequestOptions): Promise<unknown> {
    const call: RecordedCall = { url, body, options };
    this.calls.push(call);
    const route = this.routes.has(url) ? this.routes.get(url) : this.patterns.find(([re]) => re.test(url))?.[1];
    if (route === undefined && !this.routes.has(url)) {
      throw new Error(`FakeHttpClient: no route for ${url}; register one with http.on('${url}', (body) => data)`);
    }
    return typeof route === 'function' ? await (route as (b: unknown, c: RecordedCall) => unknown)(body, call) : route;
  }

  async post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>> {
    const answer = await this.answer(url, body, options);
    const env = (isEnvelope(answer) ? answer : envelope(200, 'success', answer)) as Envelope<T>;
    if (env.code !== 200 && !options?.silent) this.notifier?.error(env.message);
    return env;
  }

  async call<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    const env = await this.post<T>(url, body, options);
    if (env.code !== 200) throw new ApiError(env.message, env.code, env.data);
    return env.data;
  }

  request<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.call<T>(url, body, options);
  }

  /**
   * A route answering a `Response` (or an object shaped like one: `headers.get` and `body`) or a string streams it;
   * an envelope with an error code is refused like the real client.
   */
  async stream(url: string, body?: unknown, options?: RequestOptions): Promise<Response> {
    const answer = await this.answer(url, body, options);
    if (isResponseLike(answer)) return answer;
    if (typeof answer === 'string') return new Response(answer);
    const env = isEnvelope(answer) ? answer : envelope(200, 'success', answer);
    if (env.code !== 200) {
      if (!options?.silent) this.notifier?.error(env.message);
      throw new ApiError(env.message, env.code, env.data);
    }
    return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
  }
}
