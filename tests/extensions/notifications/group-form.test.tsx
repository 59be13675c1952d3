import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toGroupSave, toGroupValues } from '../../../extensions/notifications/src/groups/group-form-values';
import { notificationsHarness, page } from './notifications-harness';

const USERS = page([
  { id: 'u1', name: 'Ops', email: 'ops@acme.io', phone_number: '13800000000' },
  { id: 'u2', name: 'Boss', email: 'boss@acme.io', phone_number: '' },
]);
const GROUP = {
  id: 'g1',
  group_name: 'Night shift',
  desc: '',
  notification_type: 3,
  status: 1 as const,
  create_time: 1_700_000_000,
  notification_config: JSON.stringify({ webhook: { payload_url: 'https://hooks.acme.io/x', secret: '', secret_set: true } }),
};

async function openNew() {
  const h = await notificationsHarness({ language: 'en' });
  h.http.on('/notification/list', page([]));
  h.http.on('/user/list', USERS);
  h.http.on('/notification/save', { id: 'new' });
  h.renderView('groups');
  fireEvent.click(await screen.findByTestId('groups-add'));
  return h;
}

describe('notice group form', () => {
  it('asks for a name and at least one notification method before calling the server', async () => {
    const h = await openNew();
    fireEvent.click(screen.getByTestId('group-form-submit'));
    expect((await screen.findByTestId('group-form-name-error')).textContent).toBe('This field is required');
    expect(screen.getByTestId('group-form-members-error').textContent).toBe('Choose at least one notification method');
    expect(document.activeElement).toBe(screen.getByTestId('group-form-name'));
    expect(h.http.callsTo('/notification/save')).toHaveLength(0);
  });

  it('checks every comma-separated e-mail and phone, and the webhook URL', async () => {
    const h = await openNew();
    fireEvent.change(screen.getByTestId('group-form-name'), { target: { value: 'Ops' } });
    fireEvent.change(screen.getByTestId('group-form-emails'), { target: { value: 'a@acme.io, nope' } });
    fireEvent.change(screen.getByTestId('group-form-phones'), { target: { value: '13800000000,123' } });
    fireEvent.change(screen.getByTestId('group-form-webhook-url'), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByTestId('group-form-submit'));
    expect((await screen.findByTestId('group-form-emails-error')).textContent).toBe('Enter valid e-mail addresses separated by English commas');
    expect(screen.getByTestId('group-form-phones-error').textContent).toBe('Enter valid mobile numbers separated by English commas');
    expect(screen.getByTestId('group-form-webhook-url-error').textContent).toBe('The URL must start with http:// or https://');
    expect(h.http.callsTo('/notification/save')).toHaveLength(0);
  });

  it('saves members with their flags and the channels', async () => {
    const h = await openNew();
    fireEvent.change(screen.getByTestId('group-form-name'), { target: { value: 'Ops' } });
    await waitFor(() => expect(screen.getByTestId('group-member-add')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('group-member-add'));
    fireEvent.click(screen.getByTestId('group-member-u1-is_phone'));
    fireEvent.change(screen.getByTestId('group-form-emails'), { target: { value: ' a@acme.io , b@acme.io ' } });
    fireEvent.click(screen.getByTestId('group-form-submit'));
    await waitFor(() => expect(h.notifier.messages('success')).toHaveLength(1));
    expect(h.http.lastBody('/notification/save')).toEqual({
      group_name: 'Ops',
      desc: '',
      notification_type: 1,
      notification_config: { email: 'a@acme.io,b@acme.io' },
      notification_members: [{ user_id: 'u1', is_email: 1, is_phone: 1, is_message: 1 }],
    });
  });

  it('refuses a member with no way to be told', async () => {
    const h = await openNew();
    fireEvent.change(screen.getByTestId('group-form-name'), { target: { value: 'Ops' } });
    await waitFor(() => expect(screen.getByTestId('group-member-add')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('group-member-add'));
    fireEvent.click(screen.getByTestId('group-member-u1-is_email'));
    fireEvent.click(screen.getByTestId('group-member-u1-is_message'));
    fireEvent.click(screen.getByTestId('group-form-submit'));
    expect((await screen.findByTestId('group-form-members-error')).textContent).toBe('Each member needs at least one way to be told');
    expect(h.http.callsTo('/notification/save')).toHaveLength(0);
  });

  it('edits a group without ever showing or resending its stored webhook secret', async () => {
    const h = await notificationsHarness({ language: 'en' });
    h.http.on('/notification/list', page([GROUP]));
    h.http.on('/notification/detail', { ...GROUP, notification_members: [] });
    h.http.on('/user/list', USERS);
    h.http.on('/notification/save', { id: 'g1' });
    h.renderView('groups');
    fireEvent.click(await screen.findByTestId('group-edit-g1'));
    const secret = await screen.findByTestId('group-form-webhook-secret');
    expect((secret as HTMLInputElement).value).toBe('');
    expect(screen.getByText('A secret is stored; leave empty to keep it')).toBeTruthy();
    fireEvent.click(screen.getByTestId('group-form-submit'));
    await waitFor(() => expect(h.http.callsTo('/notification/save')).toHaveLength(1));
    expect(h.http.lastBody('/notification/save')).toMatchObject({ id: 'g1', notification_config: { webhook: { payload_url: 'https://hooks.acme.io/x' } } });
    expect(JSON.stringify(h.http.lastBody('/notification/save'))).not.toContain('secret');
  });

  it('pauses a group from its switch and queues a test notice', async () => {
    const h = await notificationsHarness({ language: 'en' });
    h.http.on('/notification/list', page([GROUP]));
    h.http.on('/notification/switch', null);
    h.http.on('/notification/test', { queued: 2 });
    h.renderView('groups');
    fireEvent.click(await screen.findByTestId('group-test-g1'));
    await waitFor(() => expect(h.notifier.messages('success')).toEqual(['Test notice queued (2 deliveries); see the notice records for the results']));
    fireEvent.click(screen.getByTestId('group-status-g1'));
    await waitFor(() => expect(h.http.lastBody('/notification/switch')).toEqual({ id: 'g1', switch: 2 }));
  });

  it('hides editing from a user without the group permissions', async () => {
    const h = await notificationsHarness({ language: 'en', permissions: [] });
    h.http.on('/notification/list', page([GROUP]));
    h.renderView('groups');
    await screen.findByText('Night shift');
    expect(screen.queryByTestId('groups-add')).toBeNull();
    expect(screen.queryByTestId('group-edit-g1')).toBeNull();
    expect(screen.getByTestId('group-status-g1')).toHaveProperty('disabled', true);
  });

  it('round-trips values and wire bodies', () => {
    const v = toGroupValues({ ...GROUP, notification_config: JSON.stringify({ email: 'a@b.co', message: '13800000000' }) });
    expect(toGroupSave({ ...v, webhook_url: 'http://h', webhook_secret: 'k' }, 'g1')).toMatchObject({
      id: 'g1',
      notification_config: { email: 'a@b.co', message: '13800000000', webhook: { payload_url: 'http://h', secret: 'k' } },
    });
  });
});
