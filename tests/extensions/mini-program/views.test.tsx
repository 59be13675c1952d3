import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '@tessera/sdk/harness';
import { RichText } from '../../../extensions/mini-program/src/shared/rich-text';
import { miniHarness, page } from './mini-harness';

const SITE = { id: 's1', name: 'North' };
const group = (id: string, sort: number, name: string) => ({
  id,
  site_id: 's1',
  asset_id: `a-${id}`,
  display_name: name,
  sort,
  group_name: 'G',
  project_name: 'P',
  device_count: 2,
});

describe('device groups', () => {
  it('shows a group of the site under a display name and swaps the order with the arrows', async () => {
    const h = await miniHarness({ language: 'en' });
    h.http.on('/site/list', page([SITE]));
    h.http.on('/mini-program/device-group/list', [group('g1', 0, 'Fast'), group('g2', 10, 'Slow')]);
    h.http.on('/mini-program/device-group/candidates', [
      { id: 'a-g1', name: 'G', parent_id: '0', tier: 1, project_id: 'p', project_name: 'P' },
      { id: 'a3', name: 'Depot', parent_id: '0', tier: 1, project_id: 'p', project_name: 'P' },
    ]);
    h.http.on('/mini-program/device-group/add', { id: 'g3' });
    h.http.on('/mini-program/device-group/edit', null);
    h.renderView('device-group');
    expect((await screen.findByTestId('group-name-g1')).textContent).toBe('Fast');
    // Only groups not yet shown are offered.
    expect(
      within(screen.getByTestId('group-candidate'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['P / Depot']);
    fireEvent.change(screen.getByTestId('group-display-name'), { target: { value: 'Depot chargers' } });
    fireEvent.click(screen.getByTestId('group-add'));
    await waitFor(() =>
      expect(h.http.lastBody('/mini-program/device-group/add')).toEqual({ site_id: 's1', group_id: 'a3', display_name: 'Depot chargers', sort: 20 }),
    );
    fireEvent.click(screen.getByTestId('group-down-g1'));
    await waitFor(() => expect(h.http.callsTo('/mini-program/device-group/edit')).toHaveLength(2));
    expect(h.http.callsTo('/mini-program/device-group/edit').map((c) => c.body)).toEqual([
      { id: 'g1', sort: 10 },
      { id: 'g2', sort: 0 },
    ]);
  });
});

describe('feedback', () => {
  const fb = {
    id: 'f1',
    site_id: 's1',
    device_id: 'd1',
    device_name: 'Pile 1',
    content: 'Gun stuck <b>now</b>',
    image_count: 1,
    contact: '138',
    status: 'new',
    reply: '',
    replied_at: null,
    created_at: 0,
  };
  it('refuses an empty reply, sends one, and shows a new site key once', async () => {
    const h = await miniHarness({ language: 'en' });
    h.http.on('/site/list', page([SITE]));
    h.http.on('/mini-program/feedback/list', page([fb]));
    h.http.on('/mini-program/key/detail', { site_id: 's1', has_key: false, key_hint: '', created_at: null });
    h.http.on('/mini-program/key/reset', { key: 'secret-key-1234', key_hint: '1234' });
    h.http.on('/mini-program/feedback/reply', { ...fb, status: 'replied' });
    h.http.on('/mini-program/feedback/detail', { ...fb, images: ['data:image/png;base64,iVBORw0KGgo='] });
    h.renderView('feedback');
    expect((await screen.findByTestId('feedback-row-f1')).textContent).toContain('(1 image(s))');
    fireEvent.click(screen.getByTestId('feedback-open-f1'));
    expect((await screen.findByTestId('feedback-images')).querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByTestId('feedback-content').textContent).toBe('Gun stuck <b>now</b>');
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect(await screen.findByText('Write a reply')).toBeTruthy();
    expect(h.http.callsTo('/mini-program/feedback/reply')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('feedback-reply'), { target: { value: 'On our way' } });
    fireEvent.click(screen.getByTestId('feedback-send'));
    await waitFor(() => expect(h.http.lastBody('/mini-program/feedback/reply')).toEqual({ id: 'f1', reply: 'On our way' }));
    fireEvent.click(await screen.findByTestId('site-key-reset'));
    expect((await screen.findByTestId('site-key-value')).textContent).toBe('secret-key-1234');
  });

  it('filters by state', async () => {
    const h = await miniHarness({ language: 'en' });
    h.http.on('/site/list', page([SITE]));
    h.http.on('/mini-program/feedback/list', page([]));
    h.http.on('/mini-program/key/detail', { site_id: 's1', has_key: true, key_hint: 'abcd', created_at: 1 });
    h.renderView('feedback');
    expect((await screen.findByTestId('site-key-state')).textContent).toBe('Mini-program key: …abcd');
    fireEvent.change(screen.getByTestId('feedback-status-filter'), { target: { value: 'closed' } });
    await waitFor(() => expect(h.http.lastBody('/mini-program/feedback/list')).toEqual({ current_page: 1, per_page: 20, site_id: 's1', status: 'closed' }));
  });
});

describe('notices', () => {
  it('never runs markup: a title is text, the preview drops scripts, handlers and unsafe links', async () => {
    const h = await miniHarness({ language: 'en' });
    const evil = '<img src=x onerror=alert(1)>';
    h.http.on('/site/list', page([SITE]));
    h.http.on(
      '/mini-program/notice/list',
      page([{ id: 'n1', site_id: 's1', title: `${evil}Closed`, content: '<p>x</p>', audience: 'site', published: false, publish_at: null, created_at: 0 }]),
    );
    h.http.on('/mini-program/notice/add', { id: 'n2' });
    const { container } = h.renderView('notices');
    expect((await screen.findByTestId('notice-title-n1')).textContent).toBe(`${evil}Closed`);
    fireEvent.click(screen.getByTestId('notice-add'));
    fireEvent.change(screen.getByTestId('notice-title'), { target: { value: 'Maintenance' } });
    fireEvent.change(screen.getByTestId('notice-content'), {
      target: { value: `<p onclick="x()">Hi</p><script>alert(2)</script>${evil}<a href="javascript:alert(3)">bad</a><a href="https://ok.example">ok</a>` },
    });
    const preview = screen.getByTestId('notice-preview');
    expect(preview.innerHTML).toBe('<p>Hi</p><a>bad</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(document.querySelectorAll('img, script').length).toBe(0);
    expect(container.querySelector('[onclick]')).toBeNull();
    fireEvent.click(screen.getByTestId('notice-format-bold'));
    fireEvent.click(screen.getByTestId('notice-save'));
    await waitFor(() => expect(h.http.callsTo('/mini-program/notice/add')).toHaveLength(1));
    expect(h.http.lastBody('/mini-program/notice/add')).toMatchObject({ site_id: 's1', title: 'Maintenance', audience: 'site' });
  });

  it('publishes now, and refuses a scheduled time in the past', async () => {
    const h = await miniHarness({ language: 'en' });
    h.http.on('/site/list', page([SITE]));
    h.http.on(
      '/mini-program/notice/list',
      page([{ id: 'n1', site_id: 's1', title: 'T', content: 'c', audience: 'site', published: false, publish_at: null, created_at: 0 }]),
    );
    h.http.on('/mini-program/notice/publish', null);
    h.renderView('notices');
    fireEvent.click(await screen.findByTestId('notice-publish-n1'));
    fireEvent.click(screen.getByTestId('publish-later'));
    fireEvent.change(screen.getByTestId('publish-at'), { target: { value: '2001-01-01T10:00' } });
    expect(screen.getByTestId('publish-confirm')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('publish-now'));
    fireEvent.click(screen.getByTestId('publish-confirm'));
    await waitFor(() => expect(h.http.lastBody('/mini-program/notice/publish')).toEqual({ id: 'n1', published: true }));
  });

  it('renders unknown elements as what is inside them, and drops frames and styles', async () => {
    const h = await miniHarness({ language: 'en' });
    h.render(<RichText html={'<iframe src="x"></iframe><marquee>hi <b>there</b></marquee><style>*{}</style>'} testId="rt" />);
    expect(screen.getByTestId('rt').innerHTML).toBe('hi <b>there</b>');
  });
});

describe('media', () => {
  it('checks the title and the link before saving', async () => {
    const h = await miniHarness({ language: 'en' });
    h.http.on('/site/list', page([SITE]));
    h.http.on('/mini-program/source/list', page([]));
    h.http.on('/mini-program/source/add', { id: 'm1' });
    h.renderView('source');
    await waitFor(() => expect(screen.getByTestId('source-add')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('source-add'));
    fireEvent.change(screen.getByTestId('source-link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId('source-save'));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(screen.getByText('The link must start with http://, https:// or /')).toBeTruthy();
    fireEvent.change(screen.getByTestId('source-title'), { target: { value: 'Summer' } });
    fireEvent.change(screen.getByTestId('source-link'), { target: { value: '/guide' } });
    fireEvent.click(screen.getByTestId('source-save'));
    await waitFor(() =>
      expect(h.http.lastBody('/mini-program/source/add')).toEqual({
        site_id: 's1',
        kind: 'banner',
        title: 'Summer',
        image: '',
        link: '/guide',
        sort: 0,
        published: false,
      }),
    );
  });
});

describe('scan', () => {
  it('opens the device a typed code names', async () => {
    const h = await miniHarness({ language: 'en' });
    h.http.on('/mini-program/scan/resolve', { kind: 'device', device_id: 'd9', name: 'Pile 9' });
    h.renderView('scan');
    fireEvent.change(await screen.findByTestId('scan-code'), { target: { value: ' d9 ' } });
    fireEvent.click(screen.getByTestId('scan-open'));
    await waitFor(() => expect(h.routes.navigations).toEqual([{ name: 'deviceDetail', query: { device_id: 'd9' } }]));
    expect(h.http.lastBody('/mini-program/scan/resolve')).toEqual({ code: 'd9' });
  });

  it('offers a pre-registered device for activation, then opens it', async () => {
    const h = await miniHarness({ language: 'en' });
    h.http.on('/mini-program/scan/resolve', { kind: 'pre', activation_code: 'pre-1', device_code: 'SN-001' });
    h.http.on('/tp_generate_device/activate', { device_id: 'd10' });
    h.renderView('scan');
    fireEvent.change(await screen.findByTestId('scan-code'), { target: { value: 'pre-1' } });
    fireEvent.click(screen.getByTestId('scan-open'));
    expect((await screen.findByTestId('scan-pre')).textContent).toContain('Device SN-001 is pre-registered but not activated yet.');
    fireEvent.click(screen.getByTestId('scan-activate'));
    await waitFor(() => expect(h.routes.navigations).toEqual([{ name: 'deviceDetail', query: { device_id: 'd10' } }]));
  });

  it('says so when the code is unknown, and has no camera button without a camera', async () => {
    const h = await miniHarness({ language: 'en' });
    h.http.on('/mini-program/scan/resolve', envelope(400, 'The QR code is no device of this tenant: zz'));
    h.renderView('scan');
    expect(await screen.findByTestId('scan-camera-start')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('scan-code'), { target: { value: 'zz' } });
    fireEvent.click(screen.getByTestId('scan-open'));
    await waitFor(() => expect(h.notifier.messages('error')).toEqual(['The QR code is no device of this tenant: zz']));
    expect(h.routes.navigations).toEqual([]);
  });
});
