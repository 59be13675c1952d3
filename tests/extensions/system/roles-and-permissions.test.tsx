import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import { PERMISSION_FORM_RULES, permissionFormValues } from '../../../extensions/system/src/permissions/permission-form-rules';
import { validateForm } from '@tessera/sdk';
import { page, systemHarness } from './system-harness';

const TREE = [
  {
    id: 'f-sys',
    name: 'systemManagement',
    title: 'menu.systemManagement',
    type: '0',
    access: 'common',
    icon: 'cog',
    children: [
      {
        id: 'f-users',
        parent_id: 'f-sys',
        name: 'userManagement',
        title: 'menu.userManagement',
        type: '1',
        access: 'common',
        component: '/pages/system/users',
        children: [
          { id: 'f-add', parent_id: 'f-users', name: 'sys_user_add', title: 'button.add', type: '3', access: 'common', function_code: 'sys:user:add' },
        ],
      },
      {
        id: 'f-roles',
        parent_id: 'f-sys',
        name: 'roleManagement',
        title: 'menu.roleManagement',
        type: '1',
        access: 'common',
        component: '/pages/system/roles',
      },
    ],
  },
];

describe('role management', () => {
  it('lists roles, adds one with the rules, and refuses a bound role with the server message', async () => {
    const h = await systemHarness();
    h.http.on('/user/role/list', page([{ id: 'r1', role_name: 'Operators', role_describe: 'ops' }]));
    h.http.on('/user/role/add', (b: object) => ({ id: 'r2', ...b }));
    h.http.on('/user/role/delete', envelope(1000, '该角色已绑定用户，无法删除'));
    h.renderView('roles');
    expect(await screen.findByText('Operators')).toBeTruthy();

    fireEvent.click(screen.getByTestId('roles-add'));
    fireEvent.click(await screen.findByTestId('role-form-submit'));
    expect((await screen.findByTestId('role-form-name-error')).textContent).toBe('此项不能为空');
    expect(document.activeElement).toBe(screen.getByTestId('role-form-name'));
    fireEvent.change(screen.getByTestId('role-form-name'), { target: { value: 'Auditors' } });
    fireEvent.click(screen.getByTestId('role-form-submit'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['添加成功']));
    expect(h.http.lastBody('/user/role/add')).toEqual({ role_name: 'Auditors', role_describe: '' });

    fireEvent.click(screen.getByTestId('role-delete-r1'));
    await waitFor(() => expect(h.notifier.messages('error')).toEqual(['该角色已绑定用户，无法删除']));
    expect(h.notifier.messages('success')).toEqual(['添加成功']);
  });

  it('edits the permission tree and saves checked + half-checked ids', async () => {
    const h = await systemHarness();
    h.http.on('/user/role/list', page([{ id: 'r1', role_name: 'Operators' }]));
    h.http.on('/user/function/tree', TREE);
    h.http.on('/casbin/role/function/index', ['f-sys', 'f-roles']);
    h.http.on('/casbin/role/function/update', null);
    h.renderView('roles');
    fireEvent.click(await screen.findByTestId('role-permissions-r1'));
    const sys = await screen.findByTestId('function-node-systemManagement');
    expect(sys.getAttribute('aria-checked')).toBe('mixed');
    expect(screen.getByTestId('function-node-roleManagement').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('系统管理')).toBeTruthy();

    fireEvent.click(screen.getByTestId('function-check-userManagement'));
    await waitFor(() => expect(screen.getByTestId('function-node-systemManagement').getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByTestId('role-permissions-save'));
    await waitFor(() => expect(h.http.lastBody('/casbin/role/function/update')).toEqual({ role: 'r1', functions: ['f-sys', 'f-users', 'f-add', 'f-roles'] }));
    expect(h.notifier.messages('success')).toEqual(['修改成功']);
  });
});

describe('permission management', () => {
  it('is for SYS_ADMIN only', async () => {
    const h = await systemHarness();
    h.renderView('permissions');
    expect(screen.getByTestId('permissions-forbidden')).toBeTruthy();
    expect(h.http.callsTo('/user/function/tree')).toHaveLength(0);
  });

  it('shows the tree, expands it, and adds a child with the access flag', async () => {
    const h = await systemHarness({ session: { user: { id: 'a', name: 'admin', authority: 'SYS_ADMIN' } } });
    h.http.on('/user/function/tree', TREE);
    h.http.on('/user/function/add', (b: object) => ({ id: 'new', ...b }));
    h.renderView('permissions');
    expect(await screen.findByTestId('permission-row-systemManagement')).toBeTruthy();
    expect(screen.queryByTestId('permission-row-userManagement')).toBeNull();
    fireEvent.click(screen.getByTestId('permission-toggle-systemManagement'));
    expect(await screen.findByTestId('permission-row-userManagement')).toBeTruthy();

    fireEvent.click(screen.getByTestId('permission-add-child-userManagement'));
    fireEvent.click(await screen.findByTestId('function-form-type-3'));
    fireEvent.change(screen.getByTestId('function-form-name'), { target: { value: 'sys_user_export' } });
    fireEvent.change(screen.getByTestId('function-form-title'), { target: { value: 'button.export' } });
    fireEvent.click(screen.getByTestId('function-form-submit'));
    expect((await screen.findByTestId('function-form-code-error')).textContent).toBe('按钮必须填写权限码');
    fireEvent.change(screen.getByTestId('function-form-code'), { target: { value: 'sys:user:export' } });
    fireEvent.click(screen.getByTestId('function-form-access-sysadmin'));
    fireEvent.click(screen.getByTestId('function-form-submit'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['添加成功']));
    expect(h.http.lastBody('/user/function/add')).toMatchObject({
      parent_id: 'f-users',
      type: '3',
      name: 'sys_user_export',
      title: 'button.export',
      function_code: 'sys:user:export',
      access: 'sysadmin',
      sort: 0,
    });
  });

  it('form rules: a menu needs a component path starting with /; sorting is an integer', () => {
    const v = { ...permissionFormValues(), name: 'x', title: 'menu.x', type: '1' as const };
    expect(validateForm(v, PERMISSION_FORM_RULES).component).toBe('functions.componentRequired');
    expect(validateForm({ ...v, component: 'pages/x' }, PERMISSION_FORM_RULES).component).toBe('functions.pathInvalid');
    expect(validateForm({ ...v, component: '/pages/x', sort: 1.5 }, PERMISSION_FORM_RULES).sort).toBe('functions.sortInvalid');
    expect(validateForm({ ...v, component: '/pages/x' }, PERMISSION_FORM_RULES)).toEqual({});
    expect(validateForm({ ...v, component: '/pages/x', name: '9bad' }, PERMISSION_FORM_RULES).name).toBe('functions.nameInvalid');
  });
});
