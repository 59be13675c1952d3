/**
 * The source of the sandbox worker. It runs in a dedicated Web Worker made from a Blob: no DOM, no page
 * globals, no storage (the session token lives in the page's localStorage, which workers cannot read).
 * Before any user code runs, every way out of the worker (network, nested workers, script import, storage,
 * channels) is removed, so user code can only compute; the one reply is a JSON string, so only data comes back.
 */
export const SANDBOX_WORKER_SOURCE = `
'use strict';
const reply = self.postMessage.bind(self);
const blocked = ['fetch', 'XMLHttpRequest', 'WebSocket', 'WebSocketStream', 'EventSource', 'importScripts', 'indexedDB',
  'caches', 'BroadcastChannel', 'MessageChannel', 'Worker', 'SharedWorker', 'WebTransport', 'Request', 'navigator',
  'location', 'postMessage', 'close', 'cookieStore', 'crossOriginIsolated', 'Notification', 'FileReaderSync'];
for (const name of blocked) {
  try { Object.defineProperty(self, name, { value: undefined, configurable: false, writable: false }); } catch (e) {}
  try { if (self[name] !== undefined) delete self[name]; } catch (e) {}
}
const shadowed = blocked.concat(['self', 'globalThis']);
self.onmessage = function (event) {
  self.onmessage = null;
  const msg = event.data || {};
  try {
    const names = Object.keys(msg.args || {}).filter((n) => !shadowed.includes(n));
    // The blocked names (and the global object itself) are also shadowed as parameters bound to undefined.
    const fn = new Function(...shadowed, ...names, '"use strict";\\n' + String(msg.code));
    const out = fn(...shadowed.map(() => undefined), ...names.map((n) => msg.args[n]));
    if (out && typeof out.then === 'function') throw new Error('async results are not supported');
    reply({ ok: true, json: JSON.stringify(out === undefined ? null : out) });
  } catch (err) {
    reply({ ok: false, error: String((err && err.message) || err) });
  }
};
`;
