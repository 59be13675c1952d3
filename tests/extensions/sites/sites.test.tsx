import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import { createExtensionHarness, envelope } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import sites from '../../../extensions/sites/src/index';
import manifest from '../../../extensions/sites/extension.json';
import ch from '../../../extensions/sites/locales/ch.json';

const page = <T,>(rows: T[], total = rows.length): Page<T> => ({ current_page: 1, per_page: 10, total, data: rows });
const SITE = { id: 's1', auth_site_id: 's1', name: 'Plant A', address: 'Dock 3', remark: '', created_at: 1_700_000_000 };
const CODES = (manifest as ExtensionManifest).permissions ?? [];

const setup = (permissions = CODES) => createExtensionHarness(sites, { manifest: manifest as ExtensionManifest, locales: { ch }, permissions });

describe('site list', () => {
  it('entering a site sets the authorised site id and goes home', async () => {
    const h = await setup();
    h.http.on('/site/list', page([SITE]));
    h.renderView('list');
    fireEvent.click(await screen.findByTestId('site-enter-s1'));
    await waitFor(() => expect(h.routes.navigations).toEqual([{ name: 'home' }]));
    expect(h.session.authSiteId).toBe('s1');
    expect(await screen.findByTestId('site-current-s1')).toBeTruthy();
  });

  it('shows the empty state and searches by name on the server', async () => {
    const h = await setup();
    h.http.on('/site/list', page([]));
    h.renderView('list');
    expect(await screen.findByText('当前时间暂无数据！')).toBeTruthy();
    fireEvent.change(screen.getByTestId('sites-search'), { target: { value: 'Plant' } });
    fireEvent.click(screen.getByTestId('sites-search-submit'));
    await waitFor(() => expect(h.http.lastBody('/site/list')).toMatchObject({ current_page: 1, name: 'Plant' }));
  });

  it('adds a site (name required) and hides the buttons without site codes', async () => {
    const h = await setup();
    h.http.on('/site/list', page([SITE]));
    h.http.on('/site/add', { ...SITE, id: 's2' });
    h.renderView('list');
    fireEvent.click(await screen.findByTestId('sites-add'));
    fireEvent.click(await screen.findByTestId('site-form-submit'));
    expect((await screen.findByTestId('site-form-name-error')).textContent).toBe('此项不能为空');
    fireEvent.change(screen.getByTestId('site-form-name'), { target: { value: 'Plant B' } });
    fireEvent.click(screen.getByTestId('site-form-submit'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['添加成功']));
    expect(h.http.lastBody('/site/add')).toEqual({ name: 'Plant B', address: '', remark: '' });
  });

  it('offers no add, edit or delete without the codes (entering stays possible)', async () => {
    const h = await setup([]);
    h.http.on('/site/list', page([SITE]));
    h.renderView('list');
    expect(await screen.findByTestId('site-enter-s1')).toBeTruthy();
    for (const id of ['sites-add', 'site-edit-s1', 'site-delete-s1']) expect(screen.queryByTestId(id)).toBeNull();
  });
});

describe('site users', () => {
  it('asks the server for one page of the chosen site, pages, searches, sorts and revokes after confirmation', async () => {
    const h = await setup();
    const users = Array.from({ length: 12 }, (_, i) => ({ id: `u${i}`, name: `user ${i}`, email: `u${i}@x.io`, authority: 'TENANT_USER' }));
    h.http.on('/site/list', page([SITE]));
    // The server pages: answer the window the console asked for.
    h.http.on('/site/user/list', (b: { current_page: number; per_page: number }) => ({
      current_page: b.current_page,
      per_page: b.per_page,
      total: users.length,
      data: users.slice((b.current_page - 1) * b.per_page, b.current_page * b.per_page),
    }));
    h.http.on('/site/user/delete', null);
    h.renderView('users');
    expect(await screen.findByText('u0@x.io')).toBeTruthy();
    expect(screen.getAllByTestId('site-users-table-row')).toHaveLength(10);
    expect(h.http.lastBody('/site/user/list')).toEqual({ site_id: 's1', current_page: 1, per_page: 10 });
    fireEvent.click(screen.getByTestId('site-users-table-next'));
    expect(await screen.findByText('u11@x.io')).toBeTruthy();
    expect(h.http.lastBody('/site/user/list')).toEqual({ site_id: 's1', current_page: 2, per_page: 10 });
    expect(screen.getAllByTestId('site-users-table-row')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('site-user-delete-u11'));
    await waitFor(() => expect(h.http.lastBody('/site/user/delete')).toEqual({ site_id: 's1', user_id: 'u11' }));
    expect(h.notifier.messages('confirm')).toEqual(['你确定要删除吗？']);

    fireEvent.change(screen.getByTestId('site-users-search'), { target: { value: 'u1' } });
    fireEvent.click(screen.getByTestId('site-users-search-submit'));
    await waitFor(() => expect(h.http.lastBody('/site/user/list')).toEqual({ site_id: 's1', current_page: 1, per_page: 10, search: 'u1' }));
    fireEvent.click(screen.getByTestId('site-users-table-sort-email'));
    await waitFor(() =>
      expect(h.http.lastBody('/site/user/list')).toEqual({
        site_id: 's1',
        current_page: 1,
        per_page: 10,
        search: 'u1',
        sort_field: 'email',
        sort_order: 'asc',
      }),
    );
  });
});

describe('site roles', () => {
  const SITE_B = { ...SITE, id: 's2', auth_site_id: 's2', name: 'Plant B' };
  const ROLE = { id: 'r1', role_name: 'Night shift', role_describe: 'gate', site_id: 's1' };
  const TREE = [
    {
      id: 'd',
      name: 'deviceAccess',
      title: 'Device access',
      type: '0',
      children: [
        { id: 'm', name: 'deviceList', title: 'Devices', type: '1', children: [{ id: 'b', name: 'deviceAdd', title: 'Add', type: '3' }] },
        { id: 'g', name: 'groups', title: 'Groups', type: '1' },
      ],
    },
  ];

  it("lists the chosen site's roles, follows the picker, and edits permissions inside that site", async () => {
    const h = await setup();
    h.http.on('/site/list', page([SITE, SITE_B]));
    h.http.on('/user/role/list', (_b: unknown, call: { options?: { siteId?: string } }) => page(call.options?.siteId === 's1' ? [ROLE] : []));
    h.http.on('/user/function/tree', TREE);
    h.http.on('/casbin/role/function/index', ['b']);
    h.http.on('/casbin/role/function/update', null);
    h.renderView('roles');
    expect(await screen.findByText('Night shift')).toBeTruthy();
    expect(h.http.callsTo('/user/role/list').at(-1)?.options).toEqual({ siteId: 's1' });

    fireEvent.click(screen.getByTestId('site-role-permissions-r1'));
    // The saved button half-checks its menu and directory; what was saved stays checked.
    await waitFor(() => expect(screen.getByTestId('function-node-deviceAccess').getAttribute('aria-checked')).toBe('mixed'));
    fireEvent.click(screen.getByTestId('function-check-groups'));
    fireEvent.click(screen.getByTestId('role-permissions-save'));
    await waitFor(() => expect(h.http.lastBody('/casbin/role/function/update')).toEqual({ role: 'r1', functions: ['d', 'm', 'b', 'g'] }));
    for (const url of ['/user/function/tree', '/casbin/role/function/index', '/casbin/role/function/update']) {
      expect(h.http.callsTo(url).at(-1)?.options, url).toEqual({ siteId: 's1' });
    }

    fireEvent.change(screen.getByTestId('site-picker'), { target: { value: 's2' } });
    expect(await screen.findByText('当前时间暂无数据！')).toBeTruthy();
    expect(h.http.callsTo('/user/role/list').at(-1)?.options).toEqual({ siteId: 's2' });
  });

  it("binds a site user to the site's roles without touching the others", async () => {
    const h = await setup();
    h.http.on('/site/list', page([SITE]));
    h.http.on(
      '/site/user/list',
      page([
        { id: 'u1', name: 'Ann', email: 'ann@x.io', authority: 'TENANT_USER' },
        { id: 'u2', name: 'Boss', email: 'b@x.io', authority: 'TENANT_ADMIN' },
      ]),
    );
    h.http.on('/user/role/list', page([ROLE, { ...ROLE, id: 'r2', role_name: 'Day shift' }]));
    h.http.on('/casbin/user/role/index', ['r2']);
    h.http.on('/casbin/user/role/update', null);
    h.renderView('users');
    // Roles only mean something for tenant users: an admin row offers none.
    fireEvent.click(await screen.findByTestId('site-user-roles-u1'));
    expect(screen.queryByTestId('site-user-roles-u2')).toBeNull();
    // Blueprint puts the test id on the checkbox's input.
    const night = (await screen.findByTestId('site-user-role-r1')) as HTMLInputElement;
    expect(night.checked).toBe(false);
    expect((screen.getByTestId('site-user-role-r2') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(night);
    fireEvent.click(screen.getByTestId('site-user-roles-save'));
    await waitFor(() => expect(h.http.lastBody('/casbin/user/role/update')).toEqual({ user: 'u1', roles: ['r1', 'r2'] }));
    expect(h.http.callsTo('/casbin/user/role/update').at(-1)?.options).toEqual({ siteId: 's1' });
    expect(h.notifier.messages('success')).toEqual(['修改成功']);
  });

  it("a role's permissions that fail to load say so and load again on retry; saving waits for them", async () => {
    const h = await setup();
    h.http.on('/site/list', page([SITE]));
    h.http.on('/user/role/list', page([ROLE]));
    let treeCalls = 0;
    h.http.on('/user/function/tree', () => (++treeCalls === 1 ? envelope(400, '加载失败') : TREE));
    h.http.on('/casbin/role/function/index', ['b']);
    h.renderView('roles');
    fireEvent.click(await screen.findByTestId('site-role-permissions-r1'));
    expect((await screen.findByTestId('role-permissions-error')).textContent).toContain('加载失败');
    expect((screen.getByTestId('role-permissions-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('重试'));
    await waitFor(() => expect(screen.getByTestId('function-node-deviceAccess').getAttribute('aria-checked')).toBe('mixed'));
    expect((screen.getByTestId('role-permissions-save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a site without roles tells the user where to make them', async () => {
    const h = await setup();
    h.http.on('/site/list', page([SITE]));
    h.http.on('/site/user/list', page([{ id: 'u1', name: 'Ann', email: 'ann@x.io', authority: 'TENANT_USER' }]));
    h.http.on('/user/role/list', page([]));
    h.http.on('/casbin/user/role/index', []);
    h.renderView('users');
    fireEvent.click(await screen.findByTestId('site-user-roles-u1'));
    expect(await screen.findByText('本站点还没有角色，请先在站点角色中添加')).toBeTruthy();
  });
});
