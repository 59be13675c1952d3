// The server under test for bench/forwarding (forked with IPC): the bundled app on a temporary data dir, private
// targets allowed; seeds devices and forwarding rules straight into the database and reports CPU and counters.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [appFile, cfgFile] = process.argv.slice(2);
const { createServer } = await import(pathToFileURL(appFile).href);
const { loadConfig } = await import(pathToFileURL(cfgFile).href);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-forwarding-'));
const config = {
  ...loadConfig({ TESSERA_LOG_LEVEL: 'error', TESSERA_DEMO_DEVICES: 'off' }),
  dataDir,
  host: '127.0.0.1',
  httpPort: 0,
  mqttPort: 0,
  adminPassword: 'bench-password',
  forwardPrivateTargets: true,
  consoleDir: path.join(dataDir, 'none'),
  extensionsDir: path.join(dataDir, 'none'),
};
const server = await createServer(config, { print: () => undefined });
const db = server.ctx.db;
const engine = server.forwarding.engine;
const { sql } = await import('kysely');
const tenant = (await sql`select tenant_id from users where email = 'tenant@tessera.local'`.execute(db)).rows[0].tenant_id;

async function seedDevices(n) {
  const rows = Array.from({ length: n }, (_, i) => ({ id: randomUUID(), tenant_id: tenant, name: `bench-${i}`, created_at: 0, token: randomUUID() }));
  await db.insertInto('device').values(rows).execute();
  return rows.map((r) => ({ id: r.id, token: r.token }));
}

/** One started rule: every device's attribute reports, through `script`, to `target` (the wire's target_info). */
async function seedRule(deviceIds, target, script) {
  const id = randomUUID();
  await db
    .insertInto('tp_data_transpond')
    .values({
      id,
      tenant_id: tenant,
      name: `bench-${id.slice(0, 6)}`,
      description: '',
      script,
      status: 1,
      warning_switch: 0,
      warning_strategy_id: '',
      target_info: JSON.stringify({ headers: {}, timeout_ms: 5000, url: '', mqtt: null, ...target }),
      create_time: 0,
      update_time: 0,
    })
    .execute();
  await db
    .insertInto('tp_data_transpond_detail')
    .values(
      deviceIds.map((d, sort) => ({
        id: randomUUID(),
        data_transpond_id: id,
        tenant_id: tenant,
        device_id: d,
        message_type: 1,
        business_id: '',
        asset_group_id: '',
        sort,
      })),
    )
    .execute();
  await engine.reload();
  return id;
}

let cpuMark = process.cpuUsage();
let timeMark = process.hrtime.bigint();
process.on('message', async (msg) => {
  try {
    let data = null;
    switch (msg.cmd) {
      case 'devices':
        data = await seedDevices(msg.n);
        break;
      case 'rule':
        data = await seedRule(msg.deviceIds, msg.target, msg.script ?? '');
        break;
      case 'clearRules':
        await db.deleteFrom('tp_data_transpond').execute();
        await engine.reload();
        break;
      case 'count':
        // `exclude`: a device whose telemetry is what the rule forwarded (the embedded broker mode), not the load.
        data = Number((await sql`select count(*)::int as n from ts_kv where device_id <> ${msg.exclude ?? ''}`.execute(db)).rows[0].n);
        break;
      case 'idle':
        await engine.idle();
        break;
      case 'counters': {
        const rt = engine.runtimeOf(msg.ruleId);
        data = { rule: { ...engine.counterOf(msg.ruleId) }, targets: (rt?.targets ?? []).map((t) => ({ kind: t.kind, queued: t.queued, ...t.counters })) };
        break;
      }
      case 'mark':
        cpuMark = process.cpuUsage();
        timeMark = process.hrtime.bigint();
        break;
      case 'usage': {
        const cpu = process.cpuUsage(cpuMark);
        data = { cpuPercent: ((cpu.user + cpu.system) / 1e6 / (Number(process.hrtime.bigint() - timeMark) / 1e9)) * 100 };
        break;
      }
      case 'close':
        await server.close();
        await fs.rm(dataDir, { recursive: true, force: true });
        setTimeout(() => process.exit(0), 50);
        break;
    }
    process.send({ id: msg.id, data });
  } catch (err) {
    process.send({ id: msg.id, error: String(err?.stack ?? err) });
  }
});
process.send({ ready: true, url: server.url, mqttPort: server.mqttPort });
