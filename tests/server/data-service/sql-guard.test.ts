/** The data-service SQL allow-list: what a plain analyst query may do, and each way out it refuses. */
import { describe, expect, it } from 'vitest';
import { checkSql } from '../../../server/src/modules/data-service/sql-guard';

describe('data-service SQL guard', () => {
  it.each([
    'select * from ds_telemetry order by ts desc limit 10',
    "select device_name, count(*) as n from ds_telemetry t where t.key = 'temp' group by device_name;",
    'select extract(epoch from now()) as e, d.device_id from ds_device d',
    'with x as (select device_id from ds_device) select * from x',
    'select d.device_name, e.event_name from ds_device d join ds_event e on e.device_id = d.device_id',
    'select key, avg(dbl_v)::numeric(10, 2) as mean from ds_telemetry where ts > 0 group by key having count(*) > 1',
    'select ds_device.device_id from ds_device',
    "select cast(dbl_v as integer) as n, date '2024-01-01' as d, interval '1 day' as i from ds_telemetry",
    "select * from ds_telemetry_latest where key in ('a', 'b') and str_v is not null",
  ])('accepts %s', (q) => {
    expect(checkSql(q)).toBeNull();
  });

  it.each([
    ['select * from pg_catalog.pg_class', 'relation'],
    ['select * from pg_class', 'relation'],
    ["select pg_read_file('/etc/passwd')", 'function'],
    ["select set_config('tessera.ds_tenant', 'x', true)", 'function'],
    ["select current_setting('tessera.ds_tenant')", 'function'],
    ['select * from ds_device; drop table device', 'multiple'],
    ['delete from ds_device', 'select'],
    ['update ds_device set device_name = 1', 'select'],
    ['insert into ds_device values (1)', 'select'],
    ['create table x (a int)', 'select'],
    ['select * from information_schema.tables', 'relation'],
    ["select * from dblink('x', 'y') as t(a int)", 'function'],
    ['select 1 as pg_class from ds_device, pg_class', 'relation'],
    ["select 'a'::regclass", 'type'],
    ["select cast('pg_authid' as regclass)", 'type'],
    ["select 1 as regclass, regclass 'pg_authid' from ds_device", 'type'],
    ['select * from ds_device d join device x on true', 'relation'],
    ['select * from (select 1 as device) q, device', 'relation'],
    ['select current_user', 'word'],
    ['select 1 as current_user, current_user from ds_device', 'word'],
    ['select 1 -- x', 'comment'],
    ['select 1 /* x */', 'comment'],
    ['select $$x$$', 'char'],
    ['select * from ds_telemetry a, ds_telemetry b, ds_telemetry c, ds_telemetry d, ds_telemetry e', 'relations'],
    ['select "device"."id" from ds_device', 'quoted'],
    ['with recursive r as (select 1) select * from r', 'word'],
    ['select x.tenant_id from ds_device x', 'qualified'],
    ['select * from ds_device x where x.device_id in (select device_id from device)', 'relation'],
    ['select pg_catalog.lower(device_name) from ds_device', 'word'],
    ['select * from ds_device for update', 'word'],
    ['select * into evil from ds_device', 'word'],
    ['table device', 'select'],
    ["select query_to_xml('select 1', true, true, '')", 'function'],
    ["select e'\\x41'", 'type'],
    ['select (select 1', 'unbalanced'],
    ['', 'empty'],
  ])('refuses %s (%s)', (q, kind) => {
    expect(checkSql(q)?.kind).toBe(kind);
  });
});
