// The server under test for bench/automation (forked with IPC): the bundled app on a temporary data dir; seeds
// devices and enabled automations straight into the database, and reports CPU and the engine's counters.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [appFile, cfgFile] = process.argv.slice(2);
const { createServer } = await import(pathToFileURL(appFile).href);
const { loadConfig } = await import(pathToFileURL(cfgFile).href);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-automation-'));
const config = {
  ...loadConfig({ TESSERA_LOG_LEVEL: 'error', TESSERA_DEMO_DEVICES: 'off' }),
  dataDir,
  host: '127.0.0.1',
  httpPort: 0,
  mqttPort: 0,
  adminPassword: 'bench-password',
  consoleDir: path.join(dataDir, 'none'),
  extensionsDir: path.join(dataDir, 'none'),
};
const server = await createServer(config, { print: () => undefined });
const db = server.ctx.db;
const engine = server.automation.engine;
const { sql } = await import('kysely');
const tenant = (await sql`select tenant_id from users where email = 'tenant@tessera.local'`.execute(db)).rows[0].tenant_id;

async function seedDevices(n) {
  const out = [];
  for (let i = 0; i < n; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - i) }, (_, j) => ({
      id: randomUUID(),
      tenant_id: tenant,
      name: `bench-${i + j}`,
      created_at: 0,
      token: randomUUID(),
    }));
    await db.insertInto('device').values(rows).execute();
    out.push(...rows.map((r) => ({ id: r.id, token: r.token })));
  }
  return out;
}

/** `n` enabled automations "a > 1000" (never true for the bench's values) on the given devices, round robin. */
async function seedRules(n, deviceIds) {
  const now = Date.now();
  for (let i = 0; i < n; i += 500) {
    const autos = [],
      conds = [],
      acts = [];
    for (let j = i; j < Math.min(n, i + 500); j++) {
      const id = randomUUID();
      autos.push({
        id,
        tenant_id: tenant,
        automation_name: `rule-${j}`,
        automation_described: '',
        priority: 50,
        enabled: '1',
        remark: '',
        created_by: '',
        created_at: 0,
        update_time: 0,
        update_ms: now,
      });
      conds.push({
        id: randomUUID(),
        automation_id: id,
        tenant_id: tenant,
        sort: 0,
        group_number: 1,
        condition_type: '1',
        device_id: deviceIds[j % deviceIds.length],
        device_condition_type: '1',
        time_condition_type: '',
        v1: 'a',
        v2: '>',
        v3: '1000',
        v4: '1',
        v5: '',
        next_run_ms: null,
        remark: '',
      });
      acts.push({
        id: randomUUID(),
        automation_id: id,
        tenant_id: tenant,
        sort: 0,
        action_type: '1',
        device_id: deviceIds[j % deviceIds.length],
        asset_id: '',
        warning_strategy_id: '',
        scenario_strategy_id: '',
        control_strategy_id: '',
        notification_group_id: '',
        additional_info: JSON.stringify({ device_model: '1', instruct: { b: 1 } }),
        remark: '',
      });
    }
    await db.insertInto('automation').values(autos).execute();
    await db.insertInto('automation_condition').values(conds).execute();
    await db.insertInto('automation_action').values(acts).execute();
  }
  await engine.reloadAll();
  return engine.index.size;
}

/** The latency rule: event "ping" on `trigger` → set `b` on `sink`. */
async function seedProbe(trigger, sink) {
  const id = randomUUID();
  await db
    .insertInto('automation')
    .values({
      id,
      tenant_id: tenant,
      automation_name: 'probe',
      automation_described: '',
      priority: 0,
      enabled: '1',
      remark: '',
      created_by: '',
      created_at: 0,
      update_time: 0,
      update_ms: Date.now(),
    })
    .execute();
  await db
    .insertInto('automation_condition')
    .values({
      id: randomUUID(),
      automation_id: id,
      tenant_id: tenant,
      sort: 0,
      group_number: 1,
      condition_type: '1',
      device_id: trigger,
      device_condition_type: '2',
      time_condition_type: '',
      v1: 'ping',
      v2: '',
      v3: '{}',
      v4: '2',
      v5: '',
      next_run_ms: null,
      remark: '',
    })
    .execute();
  await db
    .insertInto('automation_action')
    .values({
      id: randomUUID(),
      automation_id: id,
      tenant_id: tenant,
      sort: 0,
      action_type: '1',
      device_id: sink,
      asset_id: '',
      warning_strategy_id: '',
      scenario_strategy_id: '',
      control_strategy_id: '',
      notification_group_id: '',
      additional_info: JSON.stringify({ device_model: '1', instruct: { b: 1 } }),
      remark: '',
    })
    .execute();
  await engine.reload(id);
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
      case 'rules':
        data = await seedRules(msg.n, msg.deviceIds);
        break;
      case 'probe':
        await seedProbe(msg.trigger, msg.sink);
        break;
      case 'clearRules':
        await db.deleteFrom('automation').execute();
        await engine.reloadAll();
        break;
      case 'count':
        data = Number((await sql`select count(*)::int as n from ts_kv`.execute(db)).rows[0].n);
        break;
      case 'stats':
        data = { ...engine.stats };
        break;
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
