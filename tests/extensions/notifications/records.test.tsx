import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationsHarness, page } from './notifications-harness';

const RECORDS = [
  {
    id: 'r2',
    send_time: 1_700_000_100,
    send_content: 'Hot\nCabinet 3',
    send_target: 'ops@acme.io',
    send_result: 1,
    notification_type: 2,
    channel: 'email',
    attempt: 2,
    error: '250 OK',
  },
  {
    id: 'r1',
    send_time: 1_700_000_000,
    send_content: 'Hot\nCabinet 3',
    send_target: 'ops@acme.io',
    send_result: 2,
    notification_type: 2,
    channel: 'email',
    attempt: 1,
    error: 'ECONNREFUSED',
  },
];

describe('notice records', () => {
  it('lists every attempt with its result and filters on the server', async () => {
    const h = await notificationsHarness({ language: 'en' });
    h.http.on('/notification/history/list', page(RECORDS));
    h.renderView('records');
    expect((await screen.findByTestId('record-result-r1')).textContent).toBe('Failure');
    expect(screen.getByTestId('record-result-r2').textContent).toBe('Success');
    expect(screen.getByText('ECONNREFUSED')).toBeTruthy();
    fireEvent.change(screen.getByTestId('records-type'), { target: { value: '2' } });
    await waitFor(() => expect(h.http.lastBody('/notification/history/list')).toMatchObject({ notification_type: 2 }));
    fireEvent.change(screen.getByTestId('records-result'), { target: { value: '2' } });
    await waitFor(() => expect(h.http.lastBody('/notification/history/list')).toMatchObject({ notification_type: 2, send_result: 2 }));
  });

  it("shows the user's in-console notices and marks them read", async () => {
    const h = await notificationsHarness({ language: 'en' });
    h.http.on('/notification/history/list', page([]));
    h.http.on('/notification/inbox/list', {
      ...page([{ id: 'n1', subject: 'Hot', content: 'Cabinet 3', source: 'alarm', created_at: 1_700_000_000, read_at: null }]),
      unread: 1,
    });
    h.http.on('/notification/inbox/read', { updated: 1 });
    h.renderView('records');
    fireEvent.click(await screen.findByText('My notices'));
    expect((await screen.findByTestId('inbox-unread')).textContent).toBe('1 unread');
    fireEvent.click(screen.getByTestId('inbox-read-n1'));
    await waitFor(() => expect(h.http.lastBody('/notification/inbox/read')).toEqual({ id: 'n1' }));
  });
});
