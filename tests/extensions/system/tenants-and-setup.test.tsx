import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IMAGE_MAX_BYTES } from '@tessera/sdk';
import { envelope } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import { checkImageFile, imagePatch, initialImage, changeImage, removeImage } from '../../../extensions/system/src/setup/image-value';
import { page, systemHarness } from './system-harness';

const SYS = { session: { user: { id: 'a', name: 'admin', authority: 'SYS_ADMIN' as const } } };
const ACME = {
  id: 't1',
  name: 'Acme',
  enabled: '1',
  admin_id: 'u1',
  admin_name: 'Boss',
  admin_email: 'boss@acme.io',
  user_count: 3,
  device_count: 42,
  created_at: 1_700_000_000,
};

describe('tenant management', () => {
  it('is refused to tenant roles without calling the server', async () => {
    const h = await systemHarness();
    h.renderView('tenants');
    expect(screen.getByTestId('tenants-forbidden')).toBeTruthy();
    expect(h.http.calls).toHaveLength(0);
  });

  it('shows tenants with admin and counts, and sorts by device count on the server', async () => {
    const h = await systemHarness(SYS);
    h.http.on('/tenant/list', page([ACME]));
    h.renderView('tenants');
    expect(await screen.findByText('boss@acme.io')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tenants-table-sort-device_count'));
    await waitFor(() => expect(h.http.lastBody('/tenant/list')).toMatchObject({ sort_field: 'device_count', sort_order: 'asc' }));
  });

  it('creates a tenant with its admin, applying the validation rules first', async () => {
    const h = await systemHarness(SYS);
    h.http.on('/tenant/list', page([]));
    h.http.on('/tenant/add', { ...ACME, password: 'Tenant-one-time-1' });
    h.renderView('tenants');
    fireEvent.click(await screen.findByTestId('tenants-add'));
    fireEvent.change(await screen.findByTestId('tenant-form-name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByTestId('tenant-form-admin-name'), { target: { value: 'Boss' } });
    fireEvent.change(screen.getByTestId('tenant-form-admin-email'), { target: { value: 'boss' } });
    fireEvent.click(screen.getByTestId('tenant-form-submit'));
    expect((await screen.findByTestId('tenant-form-admin-email-error')).textContent).toBe('请输入正确的邮箱格式');
    expect(document.activeElement).toBe(screen.getByTestId('tenant-form-admin-email'));
    fireEvent.change(screen.getByTestId('tenant-form-admin-email'), { target: { value: 'boss@acme.io' } });
    fireEvent.click(screen.getByTestId('tenant-form-submit'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['添加成功']));
    // No password typed: none sent, and the admin's one-time password from the answer is shown once.
    expect(h.http.lastBody('/tenant/add')).toEqual({ name: 'Acme', admin_name: 'Boss', admin_email: 'boss@acme.io', mobile: '', remark: '' });
    expect(((await screen.findByTestId('one-time-password-value')) as HTMLInputElement).value).toBe('Tenant-one-time-1');
  });

  it('disables a tenant from its switch', async () => {
    const h = await systemHarness(SYS);
    h.http.on('/tenant/list', page([ACME]));
    h.http.on('/tenant/enable', null);
    h.renderView('tenants');
    fireEvent.click(await screen.findByTestId('tenant-enabled-t1'));
    await waitFor(() => expect(h.http.lastBody('/tenant/enable')).toEqual({ id: 't1', enabled: '0' }));
  });
});

describe('image input state (empty, changed, removed)', () => {
  it('tracks the wire value of each state', () => {
    const empty = initialImage('');
    expect(empty.state).toBe('empty');
    expect(imagePatch(empty)).toBeUndefined();
    const stored = initialImage('data:image/png;base64,AAA');
    expect([stored.state, imagePatch(stored)]).toEqual(['unchanged', undefined]);
    const changed = changeImage(stored, 'data:image/png;base64,BBB');
    expect([changed.state, imagePatch(changed)]).toEqual(['changed', 'data:image/png;base64,BBB']);
    const removed = removeImage(changed);
    expect([removed.state, imagePatch(removed)]).toEqual(['removed', '']);
    // Removing an upload that was never saved goes back to empty: nothing to send.
    expect(removeImage(changeImage(empty, 'data:x')).state).toBe('empty');
  });

  it('accepts jpeg and png under 0.5 MB only', () => {
    expect(checkImageFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES - 1 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBe('setup.imageSize');
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('setup.imageType');
  });
});

describe('system setup', () => {
  it('shows a load failure with retry, and fills the form once the settings arrive', async () => {
    const h = await systemHarness(SYS);
    h.http.on('/system/logo/index', envelope(400, '服务繁忙'));
    h.renderView('setup');
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    h.http.on('/system/logo/index', { system_name: 'Plant 7', theme: 'blue', logo_one: '', home_background: '' });
    fireEvent.click(screen.getByText('重试'));
    expect(((await screen.findByTestId('setup-system-name')) as HTMLInputElement).value).toBe('Plant 7');
  });

  it('saves the general settings and updates the shell logo', async () => {
    const h = await systemHarness(SYS);
    const stored = { system_name: 'Tessera', theme: 'blue', logo_one: 'data:image/png;base64,AAA', home_background: '' };
    h.http.on('/system/logo/index', stored);
    h.http.on('/settings/general/update', (b: any) => ({ ...stored, ...b, logo_one: b.logo_one ?? stored.logo_one }));
    h.renderView('setup');
    const name = await screen.findByTestId('setup-system-name');
    expect(screen.getByTestId('setup-logo-state').getAttribute('data-state')).toBe('unchanged');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('setup-general-save'));
    expect((await screen.findByTestId('setup-system-name-error')).textContent).toBe('此项不能为空');
    fireEvent.change(name, { target: { value: 'Plant' } });
    fireEvent.click(screen.getByTestId('setup-theme-white'));
    fireEvent.click(screen.getByTestId('setup-logo-remove'));
    expect(screen.getByTestId('setup-logo-state').getAttribute('data-state')).toBe('removed');
    fireEvent.click(screen.getByTestId('setup-general-save'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['修改成功']));
    expect(h.http.lastBody('/settings/general/update')).toEqual({ system_name: 'Plant', theme: 'white', logo_one: '' });
    expect(h.session.logo).toMatchObject({ system_name: 'Plant', theme: 'white', logo_one: '' });
  });

  it('refuses a gif without sending anything', async () => {
    const h = await systemHarness(SYS);
    h.http.on('/system/logo/index', { system_name: 'T', theme: 'blue', logo_one: '', home_background: '' });
    h.renderView('setup');
    const input = await screen.findByTestId('setup-logo-file');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect((await screen.findByTestId('setup-logo-error')).textContent).toBe('图片只能是 jpeg 或 png 格式');
    expect(screen.getByTestId('setup-logo-state').getAttribute('data-state')).toBe('empty');
  });

  it('points the notification settings tab at the notification service page, for whoever has it in the menu', async () => {
    const h = await systemHarness(SYS);
    h.http.on('/system/logo/index', { system_name: 'T', theme: 'blue', logo_one: '', home_background: '' });
    h.routes.routes = [{ name: 'noticeService', path: '/system/notice-service', viewPath: '/pages/notifications/service', title: 'noticeService' }];
    h.renderView('setup');
    fireEvent.click(await screen.findByText('通知设置'));
    const link = await screen.findByTestId('setup-notification-link');
    expect(link.getAttribute('href')).toBe('/system/notice-service');
    fireEvent.click(link);
    expect(h.routes.navigations).toEqual(['/system/notice-service']);
    expect(h.http.calls.some((c) => c.url.startsWith('/settings/notification'))).toBe(false);
  });

  it('only explains where notifications are configured when the notification service page is not in the menu', async () => {
    const h = await systemHarness({ ...SYS, permissions: [] });
    h.http.on('/system/logo/index', { system_name: 'T', theme: 'blue', logo_one: '', home_background: '' });
    h.renderView('setup');
    fireEvent.click(await screen.findByText('通知设置'));
    expect((await screen.findByTestId('setup-notification-admin-only')).textContent).toBe('通知服务由系统管理员配置。');
    expect(screen.queryByTestId('setup-notification-link')).toBeNull();
  });
});
