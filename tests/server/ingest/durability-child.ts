/**
 * Child process of the QoS 1 durability test: opens PGlite in DATA_DIR, starts the embedded broker with one known
 * device and prints `READY <port>`; with MODE=count it prints `COUNT <rows in ts_kv>` and exits.
 */
import { sql } from 'kysely';
import { addDevice, addTenant, migratedDb, startIngestHarness } from './ingest-harness';

const dir = process.env.DATA_DIR!;
const db = await migratedDb(dir);
if (process.env.MODE === 'count') {
  const n = (await sql<{ n: number }>`select count(*)::int as n from ts_kv`.execute(db)).rows[0].n;
  process.stdout.write(`COUNT ${n}\n`);
  await db.destroy();
  process.exit(0);
}
const tenant = await addTenant(db, 'durable1');
const known = await sql`select 1 from device where token = 'durable-token'`.execute(db);
if (!known.rows.length) await addDevice(db, tenant, { token: 'durable-token' });
const h = await startIngestHarness({ db });
process.stdout.write(`READY ${h.broker.port}\n`);
