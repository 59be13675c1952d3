import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../extensions/system/src/api/users-api';
import { deferred, page, systemHarness } from './system-harness';

const ALICE: UserRow = {
  id: 'u1',
  name: 'alice',
  email: 'alice@example.com',
  mobile: '13800000000',
  remark: 'ops',
  authority: 'TENANT_USER',
  enabled: '1',
  created_at: 1_700_000_000,
};
const ROLES = page([
  { id: 'r1', role_name: 'Operators' },
  { id: 'r2', role_name: 'Viewers' },
]);

async function setup(users: unknown = page([ALICE]), permissions?: string[]) {
  const h = await systemHarness(permissions ? { permissions } : {});
  h.http.on('/user/list', users);
  h.http.on('/user/role/list', ROLES);
  h.http.on('/casbin/user/role/index', (b: { user: string }) => (b.user === ALICE.email ? ['r1'] : []));
  h.http.on('/casbin/user/role/update', null);
  return h;
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('user list', () => {
  it('shows the users with their role names, and the one-time password hint', async () => {
    const h = await setup();
    h.renderView('users');
    expect(await screen.findByText('alice@example.com')).toBeTruthy();
    expect(await screen.findByText('Operators')).toBeTruthy();
    expect(screen.getByTestId('users-view').textContent).toContain('一次性密码');
    expect(screen.getByTestId('users-view').textContent).not.toContain('123456');
    expect(h.http.lastBody('/user/list')).toMatchObject({ current_page: 1, per_page: 10 });
  });

  it('shows the empty state text of the error catalogue', async () => {
    const h = await setup(page([]));
    h.renderView('users');
    expect(await screen.findByTestId('users-table-empty')).toBeTruthy();
    expect(screen.getByText('当前时间暂无数据！')).toBeTruthy();
  });

  it('shows a spinner while loading, and an error with retry when the call fails', async () => {
    const d = deferred<unknown>();
    let fail = true;
    const h = await setup(() => (fail ? d.promise : page([ALICE])));
    h.renderView('users');
    expect(screen.getByTestId('users-table-loading')).toBeTruthy();
    d.resolve(envelope(500, 'boom'));
    expect(await screen.findByTestId('users-table-error')).toBeTruthy();
    expect(screen.getByText('boom')).toBeTruthy();
    fail = false;
    fireEvent.click(within(screen.getByTestId('users-table-error')).getByRole('button'));
    expect(await screen.findByText('alice@example.com')).toBeTruthy();
  });

  it('pages, searches and sorts on the server', async () => {
    const h = await setup((b: { current_page: number }) =>
      page([{ ...ALICE, id: `u${b.current_page}`, email: `p${b.current_page}@x.io` }], 25, b.current_page),
    );
    h.renderView('users');
    expect(await screen.findByText('p1@x.io')).toBeTruthy();
    expect(screen.getByTestId('users-table-page').textContent).toBe('1 / 3');
    fireEvent.click(screen.getByTestId('users-table-next'));
    expect(await screen.findByText('p2@x.io')).toBeTruthy();
    expect(h.http.lastBody('/user/list')).toMatchObject({ current_page: 2 });

    type('users-search', 'bob');
    fireEvent.click(screen.getByTestId('users-search-submit'));
    await waitFor(() => expect(h.http.lastBody('/user/list')).toMatchObject({ current_page: 1, search: 'bob' }));

    fireEvent.click(screen.getByTestId('users-table-sort-email'));
    await waitFor(() => expect(h.http.lastBody('/user/list')).toMatchObject({ sort_field: 'email', sort_order: 'asc' }));
    fireEvent.click(screen.getByTestId('users-table-sort-email'));
    await waitFor(() => expect(h.http.lastBody('/user/list')).toMatchObject({ sort_field: 'email', sort_order: 'desc' }));
  });

  it('renders only one page of a 10 000-user list', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ ...ALICE, id: `u${i}`, email: `u${i}@x.io` }));
    const h = await setup(page(rows, 10_000));
    h.renderView('users');
    await screen.findByText('u0@x.io');
    expect(screen.getAllByTestId('users-table-row')).toHaveLength(10);
    expect(screen.getByTestId('users-table-page').textContent).toBe('1 / 1000');
  });

  it('hides add, edit, reset and delete without their codes', async () => {
    const h = await setup(page([ALICE]), []);
    h.renderView('users');
    await screen.findByText('alice@example.com');
    for (const id of ['users-add', 'user-edit-u1', 'user-reset-u1', 'user-delete-u1']) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('asks 你确定要删除吗？ before deleting, then toasts and reloads', async () => {
    const h = await setup();
    h.http.on('/user/delete', null);
    h.renderView('users');
    fireEvent.click(await screen.findByTestId('user-delete-u1'));
    await waitFor(() => expect(h.http.lastBody('/user/delete')).toEqual({ id: 'u1' }));
    expect(h.notifier.records.find((r) => r.kind === 'confirm')?.message).toBe('你确定要删除吗？');
    expect(h.notifier.messages('success')).toContain('删除成功');
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const h = await setup();
    h.notifier.confirmAnswer = false;
    h.http.on('/user/delete', null);
    h.renderView('users');
    fireEvent.click(await screen.findByTestId('user-delete-u1'));
    await waitFor(() => expect(h.notifier.messages('confirm')).toHaveLength(1));
    expect(h.http.callsTo('/user/delete')).toHaveLength(0);
  });

  it('asks 您确定要重置密码吗？ before resetting a password, then shows the one-time password once', async () => {
    const h = await setup();
    h.http.on('/user/reset_password', { password: 'Xy7-one-time-pw1' });
    h.renderView('users');
    fireEvent.click(await screen.findByTestId('user-reset-u1'));
    await waitFor(() => expect(h.http.lastBody('/user/reset_password')).toEqual({ id: 'u1' }));
    expect(h.notifier.messages('confirm')).toEqual(['您确定要重置密码吗？']);
    const shown = (await screen.findByTestId('one-time-password-value')) as HTMLInputElement;
    expect(shown.value).toBe('Xy7-one-time-pw1');
    expect(screen.getByTestId('one-time-password-copy')).toBeTruthy();
    fireEvent.click(screen.getByTestId('one-time-password-close'));
    await waitFor(() => expect(screen.queryByTestId('one-time-password-value')).toBeNull());
  });

  it('disables a user from the switch', async () => {
    const h = await setup();
    h.http.on('/user/enabled', null);
    h.renderView('users');
    fireEvent.click(await screen.findByTestId('user-enabled-u1'));
    await waitFor(() => expect(h.http.lastBody('/user/enabled')).toEqual({ id: 'u1', enabled: '0' }));
  });
});

describe('user form', () => {
  async function openAdd() {
    const h = await setup();
    h.renderView('users');
    fireEvent.click(await screen.findByTestId('users-add'));
    await screen.findByTestId('user-form-name');
    return h;
  }

  it('starts with an empty, optional password and says a one-time one is generated', async () => {
    await openAdd();
    expect((screen.getByTestId('user-form-password') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('user-form-one-time-hint').textContent).toContain('一次性密码');
  });

  it('flags required fields and focuses the first invalid one', async () => {
    const h = await openAdd();
    fireEvent.click(screen.getByTestId('user-form-submit'));
    expect((await screen.findByTestId('user-form-name-error')).textContent).toBe('此项不能为空');
    expect(document.activeElement).toBe(screen.getByTestId('user-form-name'));
    expect(h.http.callsTo('/user/add')).toHaveLength(0);
  });

  it('applies the email, mobile, password and confirmation rules', async () => {
    const h = await openAdd();
    type('user-form-name', 'bob');
    type('user-form-email', 'bob@localhost');
    type('user-form-mobile', '12800000000');
    type('user-form-password', '12345');
    type('user-form-confirm-password', '123456');
    fireEvent.click(screen.getByTestId('user-form-submit'));
    expect((await screen.findByTestId('user-form-email-error')).textContent).toBe('请输入正确的邮箱格式');
    expect(screen.getByTestId('user-form-mobile-error').textContent).toBe('请输入正确的手机号码');
    expect(screen.getByTestId('user-form-password-error').textContent).toBe('密码不能少于6位');
    expect(screen.getByTestId('user-form-confirm-password-error').textContent).toBe('两次输入的密码不一致');
    expect(document.activeElement).toBe(screen.getByTestId('user-form-email'));
    expect(h.http.callsTo('/user/add')).toHaveLength(0);

    type('user-form-email', 'bob@example.com');
    await waitFor(() => expect(screen.queryByTestId('user-form-email-error')).toBeNull());
  });

  it('keeps the dialog open with the input intact on a server error', async () => {
    const h = await openAdd();
    h.http.on('/user/add', envelope(400, '邮箱已存在'));
    type('user-form-name', 'bob');
    type('user-form-email', 'bob@example.com');
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(h.notifier.messages('error')).toEqual(['邮箱已存在']));
    expect((screen.getByTestId('user-form-email') as HTMLInputElement).value).toBe('bob@example.com');
    expect(screen.getByTestId('user-form-name')).toBeTruthy();
    expect(h.notifier.messages('success')).toEqual([]);
  });

  it('adds a user with roles, toasts 添加成功 and shows the generated one-time password once', async () => {
    const h = await openAdd();
    h.http.on('/user/add', (b: object) => ({ id: 'u2', ...b, password: 'Gen-one-time-pw12' }));
    type('user-form-name', 'bob');
    type('user-form-email', 'bob@example.com');
    type('user-form-mobile', '13912345678');
    fireEvent.click(screen.getByTestId('user-form-role-r2'));
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['添加成功']));
    expect(h.http.lastBody('/user/add')).toEqual({
      name: 'bob',
      email: 'bob@example.com',
      mobile: '13912345678',
      remark: '',
      enabled: '1',
      authority: 'TENANT_USER',
    });
    expect(h.http.lastBody('/casbin/user/role/update')).toEqual({ user: 'bob@example.com', roles: ['r2'] });
    await waitFor(() => expect(screen.queryByTestId('user-form-name')).toBeNull());
    expect(((await screen.findByTestId('one-time-password-value')) as HTMLInputElement).value).toBe('Gen-one-time-pw12');
  });

  it('edits without password fields and toasts 修改成功', async () => {
    const h = await setup();
    h.http.on('/user/edit', ALICE);
    h.renderView('users');
    fireEvent.click(await screen.findByTestId('user-edit-u1'));
    expect(await screen.findByTestId('user-form-email')).toHaveProperty('value', 'alice@example.com');
    expect(screen.queryByTestId('user-form-password')).toBeNull();
    type('user-form-remark', 'night shift');
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['修改成功']));
    expect(h.http.lastBody('/user/edit')).toMatchObject({ id: 'u1', remark: 'night shift' });
    // The roles did not change: no rebinding call.
    expect(h.http.callsTo('/casbin/user/role/update')).toHaveLength(0);
  });
});
