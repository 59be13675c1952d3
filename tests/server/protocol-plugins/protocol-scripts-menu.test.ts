/**
 * The protocol scripts page (Application management) reaches databases seeded before it existed: migration
 * 1081-protocol-scripts-menu adds the menu row and its buttons once, and a tenant admin's menu shows it.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TENANT_ADMIN_EMAIL, startTestServer, testBackends } from '../helpers/test-server';

interface Node {
  name: string;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe.each(testBackends())('protocol scripts menu migration (%s)', (backend) => {
  it('adds the page and its buttons to an older database, once', async () => {
    let s = await startTestServer({ backend });
    try {
      const db = s.server.ctx.db;
      const menu = await db.selectFrom('sys_function').select('id').where('name', '=', 'protocolScripts').executeTakeFirstOrThrow();
      await db.deleteFrom('sys_function').where('parent_id', '=', menu.id).execute();
      await db.deleteFrom('sys_function').where('id', '=', menu.id).execute();
      await sql`delete from kysely_migration where name = '1081-protocol-scripts-menu'`.execute(db);

      s = await s.restart();
      const token = await s.login(TENANT_ADMIN_EMAIL);
      const auth = (await s.post('/user/function/auth', {}, { token })).data;
      const entry = flat(auth.menu_tree).find((n) => n.name === 'protocolScripts') as (Node & { path?: string; component?: string }) | undefined;
      expect(entry).toMatchObject({ path: '/apps/protocol-scripts', component: '/pages/market/protocol-scripts' });
      expect(auth.other_list).toEqual(expect.arrayContaining(['protocol:script:add', 'protocol:script:edit', 'protocol:script:del']));

      await sql`delete from kysely_migration where name = '1081-protocol-scripts-menu'`.execute(s.server.ctx.db);
      s = await s.restart();
      const rows = await s.server.ctx.db.selectFrom('sys_function').select('id').where('name', '=', 'protocolScripts').execute();
      expect(rows).toHaveLength(1);
    } finally {
      await s.close();
    }
  }, 120_000);
});
