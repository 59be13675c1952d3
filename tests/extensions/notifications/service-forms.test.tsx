import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import { notificationsHarness, SYS } from './notifications-harness';

const EMAIL_ROW = {
  id: '2',
  notice_type: 2,
  status: 1 as const,
  config: JSON.stringify({
    host: 'smtp.acme.io',
    port: 465,
    ssl: true,
    from_email: 'noreply@acme.io',
    from_name: '',
    user: '',
    from_password: '',
    from_password_set: true,
  }),
};

async function open(rows: unknown[] = [EMAIL_ROW]) {
  const h = await notificationsHarness({ ...SYS, language: 'en' });
  h.http.on('/notification/config/detail', rows);
  h.renderView('service');
  await screen.findByTestId('service-view');
  return h;
}

describe('notification service configuration', () => {
  it('is refused to tenant roles without calling the server', async () => {
    const h = await notificationsHarness({ language: 'en' });
    h.renderView('service');
    expect(screen.getByTestId('service-forbidden')).toBeTruthy();
    expect(h.http.calls).toHaveLength(0);
  });

  it('shows that a password is stored without showing it, and keeps it when saving with the field empty', async () => {
    const h = await open();
    h.http.on('/notification/config/save', [EMAIL_ROW]);
    const card = screen.getByTestId('service-email');
    expect((within(card).getByTestId('service-email-password') as HTMLInputElement).value).toBe('');
    expect(within(card).getByText('Stored; leave empty to keep it')).toBeTruthy();
    fireEvent.click(within(card).getByTestId('service-email-save'));
    await waitFor(() =>
      expect(h.http.lastBody('/notification/config/save')).toEqual({
        notice_type: 2,
        status: 1,
        config: { host: 'smtp.acme.io', port: 465, ssl: true, from_email: 'noreply@acme.io', from_name: '', user: '', from_password: '' },
      }),
    );
  });

  it('validates the e-mail form like the rest of the console', async () => {
    const h = await open([]);
    const card = screen.getByTestId('service-email');
    fireEvent.change(within(card).getByTestId('service-email-from'), { target: { value: 'noreply' } });
    fireEvent.change(within(card).getByTestId('service-email-port'), { target: { value: '70000' } });
    fireEvent.click(within(card).getByTestId('service-email-save'));
    expect((await within(card).findByTestId('service-email-host-error')).textContent).toBe('This field is required');
    expect(within(card).getByTestId('service-email-port-error').textContent).toBe('The port must be 1–65535');
    expect(within(card).getByTestId('service-email-from-error').textContent).toBe('Please enter a valid email address');
    expect(h.http.callsTo('/notification/config/save')).toHaveLength(0);
  });

  it('sends a test mail and shows the provider answer; a refusal leaves no answer', async () => {
    const h = await open();
    h.http.on('/notification/send/email', { answer: '250 OK queued' });
    const card = screen.getByTestId('service-email');
    fireEvent.change(within(card).getByTestId('service-email-test-target'), { target: { value: 'ops@acme.io' } });
    fireEvent.click(within(card).getByTestId('service-email-test-send'));
    expect((await within(card).findByTestId('service-email-test-answer')).textContent).toBe('Provider answer: 250 OK queued');
    expect(h.http.lastBody('/notification/send/email')).toEqual({ email: 'ops@acme.io', content: 'This is a test notice' });
    h.http.on('/notification/send/email', envelope(400, 'Sending failed: 535 Invalid username or password'));
    fireEvent.click(within(card).getByTestId('service-email-test-send'));
    await waitFor(() => expect(h.notifier.messages('error')).toEqual(['Sending failed: 535 Invalid username or password']));
    expect(within(card).queryByTestId('service-email-test-answer')).toBeNull();
  });

  it('switches the alarm SMS to the webhook gateway, requiring its URL', async () => {
    const h = await open([]);
    h.http.on('/notification/config/save', []);
    const card = screen.getByTestId('service-sms-1');
    fireEvent.change(within(card).getByTestId('service-sms-1-provider'), { target: { value: '2' } });
    fireEvent.click(within(card).getByTestId('service-sms-1-save'));
    expect((await within(card).findByTestId('service-sms-1-url-error')).textContent).toBe('This field is required');
    fireEvent.change(within(card).getByTestId('service-sms-1-url'), { target: { value: 'https://sms.acme.io/send' } });
    fireEvent.change(within(card).getByTestId('service-sms-1-secret'), { target: { value: 'gw' } });
    fireEvent.click(within(card).getByTestId('service-sms-1-enabled'));
    fireEvent.click(within(card).getByTestId('service-sms-1-save'));
    await waitFor(() =>
      expect(h.http.lastBody('/notification/config/save')).toEqual({
        notice_type: 1,
        status: 1,
        config: { cloud_type: 2, url: 'https://sms.acme.io/send', secret: 'gw' },
      }),
    );
  });

  it('requires the Aliyun fields for the code SMS', async () => {
    const h = await open([]);
    const card = screen.getByTestId('service-sms-3');
    fireEvent.click(within(card).getByTestId('service-sms-3-save'));
    expect((await within(card).findByTestId('service-sms-3-key-id-error')).textContent).toBe('This field is required');
    expect(within(card).getByTestId('service-sms-3-sign-name-error')).toBeTruthy();
    expect(h.http.callsTo('/notification/config/save')).toHaveLength(0);
  });
});
