import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import { createExtensionHarness } from '@tessera/sdk/harness';
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
    h.http.on('/site/user/list', (b: { current_page: number; per_page: number }) =>
      ({ current_page: b.current_page, per_page: b.per_page, total: users.length, data: users.slice((b.current_page - 1) * b.per_page, b.current_page * b.per_page) }));
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
    await waitFor(() => expect(h.http.lastBody('/site/user/list')).toEqual({ site_id: 's1', current_page: 1, per_page: 10, search: 'u1', sort_field: 'email', sort_order: 'asc' }));
  });
});
