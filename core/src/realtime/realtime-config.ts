/** Core-internal token: how the Realtime service connects (tests give a local server and a manual frame clock). */
export const RealtimeConfig = Symbol.for('tessera.internal.RealtimeConfig');

/** The subset of the browser WebSocket the service uses (the `ws` package's client fits too). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface RealtimeConfig {
  /** Absolute ws:// or wss:// URL; default `/api/ws` on the page's host. */
  url?: string | (() => string);
  createSocket?: (url: string) => SocketLike;
  /** Runs a callback before the next paint (requestAnimationFrame, or a 16 ms timer where there is none). */
  scheduleFrame?: (cb: () => void) => void;
  /** First reconnect delay in ms, doubled per failure up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long the socket stays open with no subscription (page changes re-subscribe within it). */
  idleCloseMs?: number;
  /** Most coalesced frames kept per listener while the tab paints nothing (a hidden tab runs no frames). */
  maxFrames?: number;
}

export function defaultSocketUrl(): string {
  const loc = globalThis.location;
  if (!loc || !loc.host) return 'ws://127.0.0.1/api/ws';
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/api/ws`;
}

export function defaultScheduleFrame(cb: () => void): void {
  if (typeof globalThis.requestAnimationFrame === 'function') globalThis.requestAnimationFrame(() => cb());
  else setTimeout(cb, 16);
}
