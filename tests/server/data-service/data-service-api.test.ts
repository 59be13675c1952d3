/**
 * Data services: configuration with closed schemas, the debug run showing at most ten rows of the caller's own
 * tenant, every SQL attack refused (DDL/DML, several statements, other tenants' rows, system catalogs, dangerous
 * functions) on the real database, the read-only transaction underneath the guard, the table and field pickers,
 * the open-API read with the service's key, and the push of rows to a URL at the configured interval.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoped } from '../../../server/src/modules/data-service/store';
import { ADMIN_EMAIL, ManualClock, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';

const ATTACKS: Array<[string, RegExp]> = [
  ['drop table device', /Only a SELECT query/],
  ['delete from ds_device', /Only a SELECT query/],
  ["update device set name = 'x'", /Only a SELECT query/],
  ["insert into device (id) values ('x')", /Only a SELECT query/],
  ['create table evil (a int)', /Only a SELECT query/],
  ['select * from ds_device; delete from device', /Only one statement/],
  ['select * from device', /Only the ds_ views can be queried, not: device/],
  ['select * from ts_kv', /not: ts_kv/],
  ['select * from ds_device d join users u on true', /not: users/],
  ['select * from pg_catalog.pg_tables', /not: pg_catalog/],
  ['select * from pg_user', /not: pg_user/],
  ['select * from information_schema.tables', /not: information_schema/],
  ["select pg_read_file('/etc/passwd')", /Function not allowed: pg_read_file/],
  ["select * from dblink('host=x', 'select 1') as t(a int)", /Function not allowed: dblink/],
  ["select set_config('tessera.ds_tenant', 'other', true)", /Function not allowed: set_config/],
  ["select current_setting('tessera.ds_tenant')", /Function not allowed: current_setting/],
  ["select query_to_xml('select * from device', true, true, '')", /Function not allowed: query_to_xml/],
  ["select 'device'::regclass", /Cast to this type not allowed: regclass/],
  ["select cast('pg_authid' as regclass)", /Cast to this type not allowed: regclass/],
  ["select 1 as regclass, regclass 'pg_authid' from ds_device", /Cast to this type not allowed: regclass/],
  ['select * from ds_device for update', /not allowed name: update/],
  ['select * into evil from ds_device', /not allowed name: into/],
  ['select 1 as pg_class from ds_device, pg_class', /not: pg_class/],
  ['select * from ds_device -- hide', /Comments are not allowed/],
  ['select $$x$$', /Character not allowed: \$/],
  ['with recursive r as (select 1) select * from r', /not allowed name: recursive/],
];

describe.each(testBackends())('data services (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let user: string;
  let dev: string;
  let bDevice: string;
  let bTenant: string;
  const clock = new ManualClock();
  const post = (path: string, body: unknown = {}, token = admin) => s.post(path, body, { token, headers: { 'accept-language': 'en' } });
  const db = () => s.server.ctx.db;

  beforeAll(async () => {
    s = await startTestServer({ backend, clock });
    admin = await s.login(TENANT_ADMIN_EMAIL);
    user = await s.login(TENANT_USER_EMAIL);
    dev = (await post('/device/add_only', { name: 'ds-sensor' })).data.id;
    const sys = await s.login(ADMIN_EMAIL);
    const owner = await s.post('/user/add', { email: 'ds-b@tessera.local', password: 'tenant-b-pw', authority: 'TENANT_ADMIN' }, { token: sys });
    bTenant = owner.data.tenant_id;
    bDevice = (await s.post('/device/add_only', { name: 'b-secret-device' }, { token: await s.login('ds-b@tessera.local', 'tenant-b-pw') })).data.id;
    for (let i = 0; i < 15; i++) {
      await sql`insert into ts_kv (device_id, key, ts, dbl_v) values (${dev}, 'temperature', ${1_700_000_000_000_000 + i}, ${i})`.execute(db());
      await sql`insert into ts_kv (device_id, key, ts, dbl_v) values (${bDevice}, 'temperature', ${1_700_000_000_000_000 + i}, ${1000 + i})`.execute(db());
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  it('debug shows at most ten rows, all of the caller’s tenant', async () => {
    const r = await post('/tp_data_services_config/quize', { data_sql: 'select * from ds_telemetry order by ts' });
    expect(r.code, r.message).toBe(200);
    expect(r.data).toHaveLength(10);
    expect(new Set(r.data.map((x: any) => x.device_id))).toEqual(new Set([dev]));
    const all = await post('/tp_data_services_config/quize', { data_sql: 'select device_id, count(*) as n from ds_telemetry group by device_id' });
    expect(all.data).toEqual([{ device_id: dev, n: expect.anything() }]);
    expect(Number(all.data[0].n)).toBe(15);
    const names = await post('/tp_data_services_config/quize', { data_sql: 'select device_name from ds_device' });
    expect(JSON.stringify(names.data)).not.toContain('b-secret-device');
    expect(JSON.stringify(names.data)).toContain('ds-sensor');
    // A condition naming B's device finds nothing.
    expect((await post('/tp_data_services_config/quize', { data_sql: `select * from ds_telemetry where device_id = '${bDevice}'` })).data).toEqual([]);
  });

  it.each(ATTACKS)('refuses %s', async (q, text) => {
    const r = await post('/tp_data_services_config/quize', { data_sql: q });
    expect(r.code).toBe(1000);
    expect(r.message).toMatch(text);
    expect(JSON.stringify(r.data ?? null)).not.toContain(bDevice);
  });

  it('stores no refused SQL either', async () => {
    for (const [q] of ATTACKS.slice(0, 8)) {
      expect((await post('/tp_data_services_config/add', { name: 'x', signature_mode: 'MD5', api_flag: '0', data_sql: q })).code).toBe(1000);
    }
  });

  it('underneath the guard: the views are empty without a tenant, other tenants stay out, the transaction is read-only', async () => {
    expect((await sql<{ n: number }>`select count(*)::int as n from ds_telemetry`.execute(db())).rows[0].n).toBe(0);
    const mine = await runScoped(
      db(),
      (await db().selectFrom('device').select('tenant_id').where('id', '=', dev).executeTakeFirstOrThrow()).tenant_id,
      'select device_id from ds_telemetry',
      100,
      0,
      1000,
    );
    expect(mine.every((r) => r.device_id === dev)).toBe(true);
    const theirs = await runScoped(db(), bTenant, 'select device_id from ds_telemetry', 100, 0, 1000);
    expect(theirs.every((r) => r.device_id === bDevice)).toBe(true);
    // Even SQL the guard would never pass cannot write: the transaction is READ ONLY.
    expect(await runScoped(db(), bTenant, "select current_setting('transaction_read_only') as ro, current_user as who", 1, 0, 1000)).toEqual([
      { ro: 'on', who: 'tessera_ds_reader' },
    ]);
    await expect(runScoped(db(), bTenant, "select nextval('operation_log_seq_seq')", 1, 0, 1000)).rejects.toThrow(/read-only transaction|permission denied/);
    // And under the restricted reader role, nothing but the views is readable, nor are privileged functions callable.
    await expect(runScoped(db(), bTenant, 'select * from device', 1, 0, 1000)).rejects.toThrow(/permission denied/);
    await expect(runScoped(db(), bTenant, 'select * from users', 1, 0, 1000)).rejects.toThrow(/permission denied/);
    await expect(runScoped(db(), bTenant, "select pg_read_file('/etc/passwd')", 1, 0, 1000)).rejects.toThrow(/permission denied/);
    // The row cap holds whatever the query asks for.
    expect(await runScoped(db(), bTenant, 'select * from ds_telemetry limit 1000', 3, 0, 1000)).toHaveLength(3);
  });

  if (backend === 'postgres') {
    it('stops a query that runs past the statement timeout (PostgreSQL)', async () => {
      await expect(runScoped(db(), bTenant, 'select pg_sleep(2)', 1, 0, 200)).rejects.toMatchObject({ code: '57014' });
    });
  }

  it('manages services: closed schemas, push needs an interval, a URL must be http(s), pickers list the views, a tenant user is refused', async () => {
    const r = await post('/tp_data_services_config/add', {
      name: 'svc',
      signature_mode: 'SHA256',
      api_flag: '0',
      data_sql: 'select * from ds_device',
      ip_whitelist: '127.0.0.1',
    });
    expect(r.code, r.message).toBe(200);
    expect(r.data.secret_key).toMatch(/^[A-Za-z0-9]{32}$/);
    const list = (await post('/tp_data_services_config/list', { current_page: 1, per_page: 10 })).data;
    expect(list.data.find((x: any) => x.id === r.data.id)).toMatchObject({ secret_key: '', enable_flag: '0', data_sql: 'select * from ds_device' });
    expect((await post('/tp_data_services_config/edit', { id: r.data.id, enable_flag: '1' })).data.enable_flag).toBe('1');
    expect((await post('/tp_data_services_config/edit', { id: r.data.id, api_flag: '1' })).message).toMatch(/Push needs an interval/);
    expect((await post('/tp_data_services_config/edit', { id: r.data.id, push_url: 'ftp://x' })).code).toBe(1000);
    expect((await post('/tp_data_services_config/add', { name: 'x', signature_mode: 'SHA256' })).code).toBe(1000);
    expect((await post('/tp_data_services_config/add', { name: 'x', signature_mode: 'SHA256', api_flag: '0', ip_whitelist: 'nope' })).code).toBe(1000);
    expect((await post('/tp_data_services_config/quize', { data_sql: '  ' })).message).toBe('Enter the SQL to run');
    expect((await post('/tp_data_services_config/quize', { data_sql: 'select nope from ds_device' })).message).toMatch(/nope/);
    expect((await post('/tp_data_services_config/del', { id: 'nope' })).code).toBe(400);

    const tables = (await post('/tp_data_services_config/tptable')).data;
    expect(tables.map((t: any) => t.table_name)).toEqual(['ds_device', 'ds_telemetry', 'ds_telemetry_latest', 'ds_event']);
    expect(tables[0].comment).toBe('Devices');
    const fields = (await post('/tp_data_services_config/tptablefield', { table_name: 'ds_telemetry' })).data;
    expect(fields.map((f: any) => f.field)).toEqual(['device_id', 'device_name', 'key', 'ts', 'dbl_v', 'str_v', 'bool_v']);
    expect((await post('/tp_data_services_config/tptablefield', { table_name: 'device' })).code).toBe(1000);

    for (const path of ['/tp_data_services_config/list', '/tp_data_services_config/tptable']) expect((await post(path, {}, user)).code).toBe(999);
    expect((await post('/tp_data_services_config/quize', { data_sql: 'select * from ds_device' }, user)).code).toBe(999);
    expect((await post('/tp_data_services_config/del', { id: r.data.id }, user)).code).toBe(999);
    expect((await post('/tp_data_services_config/del', { id: r.data.id })).code).toBe(200);
  });

  it('serves its rows over the open API with its own key and signature; a stopped service refuses', async () => {
    const r = (
      await post('/tp_data_services_config/add', {
        name: 'share',
        signature_mode: 'MD5',
        api_flag: '0',
        data_sql: 'select device_id, dbl_v from ds_telemetry order by dbl_v',
        enable_flag: '1',
      })
    ).data;
    const headers = (secret: string) => {
      const ts = String(Math.floor(clock.now() / 1000));
      return {
        'accept-language': 'en',
        'X-OpenAPI-AppKey': r.app_key,
        'X-OpenAPI-Timestamp': ts,
        'X-OpenAPI-Signature': createHash('md5')
          .update(ts + secret)
          .digest('hex'),
      };
    };
    const got = await s.post('/openapi/v1/data/services/http/share', { current_page: 2, per_page: 5 }, { headers: headers(r.secret_key) });
    expect(got.code, got.message).toBe(200);
    expect(got.data.map((x: any) => x.dbl_v)).toEqual([5, 6, 7, 8, 9]);
    expect((await s.post('/openapi/v1/data/services/http/share', {}, { headers: headers('wrong') })).code).toBe(401);
    await post('/tp_data_services_config/edit', { id: r.id, enable_flag: '0' });
    expect((await s.post('/openapi/v1/data/services/http/share', {}, { headers: headers(r.secret_key) })).message).toBe('This data service is stopped');
  });

  it('pushes the rows to its URL every interval', async () => {
    const bodies: any[] = [];
    const receiver = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c) => {
        text += c;
      });
      req.on('end', () => {
        bodies.push(JSON.parse(text));
        res.end('ok');
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/in`;
      const r = (
        await post('/tp_data_services_config/add', {
          name: 'push',
          signature_mode: 'SHA256',
          api_flag: '1',
          time_interval: 60,
          push_url: url,
          enable_flag: '1',
          data_sql: 'select device_id, dbl_v from ds_telemetry',
        })
      ).data;
      const until = async (n: number) => {
        for (let i = 0; i < 100 && bodies.length < n; i++) await new Promise((d) => setTimeout(d, 50));
        expect(bodies.length).toBe(n);
      };
      await until(1);
      expect(bodies[0]).toMatchObject({ data_service_id: r.id, name: 'push' });
      expect(bodies[0].rows).toHaveLength(15);
      expect(bodies[0].rows.every((x: any) => x.device_id === dev)).toBe(true);
      await new Promise((d) => setTimeout(d, 1500));
      expect(bodies.length).toBe(1); // not before the interval
      clock.advance(60_000);
      await until(2);
      await post('/tp_data_services_config/edit', { id: r.id, enable_flag: '0' });
    } finally {
      receiver.close();
    }
  });
});
