/*
 * One tenant's Node-RED (the access engine, docs/access-engine.md), run as a child process of the Tessera server.
 * Plain JavaScript: it runs as it is from the source tree and next to the built server alike.
 *
 * The parent talks to it over the IPC channel of child_process.fork:
 *   parent → child  {type:'device', device_id, kind, ts, values}   a committed device message of this tenant
 *                   {type:'reply', id, ok, user?, error?}          the answer to one of the child's questions
 *   child → parent  {type:'ready', port} | {type:'failed', error}
 *                   {type:'verify', id, token}                    is this flow-editor token good for my tenant?
 *                   {type:'command', id, device_id, identifier, params}
 * The parent going away (IPC disconnect) stops this process.
 */
'use strict';
const http = require('node:http');
const path = require('node:path');

const tenantId = process.env.TESSERA_TENANT_ID;
const userDir = process.env.TESSERA_NODE_RED_USER_DIR;
const preferredPort = Number(process.env.TESSERA_NODE_RED_PORT || 0);
if (!tenantId || !userDir || !process.send) {
  process.stderr.write('runner.cjs is started by the Tessera server (child_process.fork with a tenant and a user dir)\n');
  process.exit(2);
}

const pending = new Map();
let seq = 0;
/** Asks the parent; resolves with its reply ({ok:false} after 10 s or when the parent is gone). */
function ask(msg) {
  return new Promise((resolve) => {
    const id = ++seq;
    const timer = setTimeout(() => pending.delete(id) && resolve({ ok: false, error: 'the Tessera server did not answer' }), 10000);
    pending.set(id, (reply) => {
      clearTimeout(timer);
      resolve(reply);
    });
    try {
      process.send({ ...msg, id });
    } catch {
      pending.delete(id);
      clearTimeout(timer);
      resolve({ ok: false, error: 'the Tessera server is gone' });
    }
  });
}

const listeners = new Set();
// What the Tessera nodes (nodes/tessera.js) use; the process holds one tenant, so everything here is that tenant's.
globalThis.__tesseraBridge = {
  tenantId,
  onDeviceMessage(fn) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
  sendCommand(deviceId, identifier, params) {
    return ask({ type: 'command', device_id: deviceId, identifier, params });
  },
};

process.on('message', (m) => {
  if (!m || typeof m !== 'object') return;
  if (m.type === 'reply') {
    const done = pending.get(m.id);
    if (done) {
      pending.delete(m.id);
      done(m);
    }
  } else if (m.type === 'device') {
    for (const fn of listeners) {
      try {
        fn(m);
      } catch {
        /* a node's failure stays in that node */
      }
    }
  }
});
process.on('disconnect', () => process.exit(0));

const RED = require('node-red');

const settings = {
  userDir,
  flowFile: 'flows.json',
  httpAdminRoot: '/',
  // No HTTP-in endpoints: the child listens on loopback only and the Tessera proxy forwards the editor, nothing else.
  httpNodeRoot: false,
  nodesDir: [path.join(__dirname, 'nodes')],
  // Nodes that run code or touch the host: a flow is a tenant's, the host is everyone's (docs/access-engine.md).
  nodesExcludes: ['10-function.js', '90-exec.js', '10-file.js', '23-watch.js', '31-tcpin.js', '32-udp.js'],
  functionExternalModules: false,
  externalModules: { autoInstall: false, palette: { allowInstall: false, allowUpload: false }, modules: { allowInstall: false } },
  editorTheme: {
    palette: { editable: false },
    projects: { enabled: false },
    tours: false,
    page: { title: 'Tessera access engine' },
    header: { title: 'Tessera access engine' },
  },
  diagnostics: { enabled: false, ui: false },
  telemetry: { enabled: false },
  runtimeState: { enabled: false, ui: false },
  logging: { console: { level: process.env.TESSERA_NODE_RED_LOG_LEVEL || 'warn', metrics: false, audit: false } },
  adminAuth: {
    type: 'credentials',
    users: () => Promise.resolve(null),
    authenticate: () => Promise.resolve(null),
    // The editor's bearer token is a Tessera flow-editor token; only the parent can say whose it is.
    tokens: (token) => ask({ type: 'verify', token }).then((r) => (r.ok ? { username: r.user, permissions: '*' } : null)),
  },
};

const server = http.createServer((req, res) =>
  RED.httpAdmin(req, res, () => {
    res.statusCode = 404;
    res.end();
  }),
);

function listen(port) {
  return new Promise((resolve, reject) => {
    const onError = (err) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

(async () => {
  try {
    RED.init(server, settings);
    try {
      await listen(preferredPort);
    } catch (err) {
      if (err.code !== 'EADDRINUSE' || preferredPort === 0) throw err;
      await listen(0);
    }
    await RED.start();
    process.send({ type: 'ready', port: server.address().port });
  } catch (err) {
    try {
      process.send({ type: 'failed', error: String((err && err.message) || err) });
    } catch {
      /* gone */
    }
    process.exit(1);
  }
})();

const stop = () => {
  Promise.resolve(RED.stop())
    .catch(() => undefined)
    .finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
