import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteScope } from '../../../core/src/layout/site-scope';
import chLayout from '../../../core/src/i18n/locales/ch/layout.json';
import { createShellFakes, renderInShell } from './shell-fakes';

describe('SiteScope', () => {
  it('shows nothing while no site is chosen', () => {
    renderInShell(<SiteScope />, createShellFakes(), '/home');
    expect(screen.queryByTestId('site-scope')).toBeNull();
  });

  it('names the entered site in the top bar, and leaving it goes back to all sites at home', async () => {
    const fakes = createShellFakes();
    const navigate = vi.spyOn(fakes.routes, 'navigate').mockResolvedValue(true);
    renderInShell(<SiteScope />, fakes, '/sites/list');
    act(() => {
      fakes.session.setAuthSiteId('s-1');
      fakes.session.setOwnerSite({ id: 's-1', name: 'Harbour depot' });
    });
    expect(screen.getByTestId('site-scope').textContent).toContain(chLayout.siteScope.replace('{{name}}', 'Harbour depot'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: chLayout.leaveSite }));
    });
    expect(fakes.session.authSiteId).toBeNull();
    expect(screen.queryByTestId('site-scope')).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ name: 'home' });
  });
});
