/**
 * SitePicker: the first site chosen when nobody picks one, "all sites" offered for reports, and a site picked the
 * instant the options appear kept (the default must not overwrite it — the race a loaded machine showed in CI).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { defineExtension, SitePicker, type Page } from '@tessera/sdk';
import { createExtensionHarness, CORE_COMMON } from '@tessera/sdk/harness';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

const SITES: Page<{ id: string; name: string }> = {
  current_page: 1,
  per_page: 1000,
  total: 2,
  data: [
    { id: 's-first', name: 'First' },
    { id: 's-second', name: 'Second' },
  ],
};

async function harness(sites = SITES) {
  const h = await createExtensionHarness(defineExtension({ views: {} }));
  h.http.on('/site/list', sites);
  return h;
}

/** Renders the picker in a parent that holds the choice; `held()` reads what the parent holds now. */
function mountHeld(h: Awaited<ReturnType<typeof harness>>, allowAll = false) {
  let held = '';
  function Parent() {
    const [siteId, setSiteId] = useState('');
    held = siteId;
    return <SitePicker value={siteId} onChange={setSiteId} allowAll={allowAll} testId="picker" />;
  }
  const { container } = h.render(<Parent />);
  return { select: container.querySelector('select')!, held: () => held };
}

describe('SitePicker', () => {
  it('chooses the first site when nobody picks one', async () => {
    const { select, held } = mountHeld(await harness());
    await waitFor(() => expect(held()).toBe('s-first'));
    expect(select.value).toBe('s-first');
    expect(screen.getByRole('combobox', { name: CORE_COMMON.ch.site })).toBe(select);
  });

  it('offers all sites for a report and chooses none', async () => {
    const { select, held } = mountHeld(await harness(), true);
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(3));
    expect(select.querySelector('option')!.textContent).toBe(CORE_COMMON.ch.allSites);
    expect(held()).toBe('');
  });

  it('says there is no site yet when the user sees none', async () => {
    const { select } = mountHeld(await harness({ ...SITES, total: 0, data: [] }));
    await waitFor(() => expect(select.textContent).toBe(CORE_COMMON.ch.noSite));
  });

  it("keeps the site picked the instant the options appear, before React has run that render's effects", async () => {
    const { select, held } = mountHeld(await harness());
    let picked = false;
    // A MutationObserver callback is a microtask: it runs right after the commit that adds the options.
    const observer = new MutationObserver(() => {
      if (picked || !select.querySelector('option[value="s-second"]')) return;
      picked = true;
      select.value = 's-second';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    observer.observe(select, { childList: true });
    await waitFor(() => expect(picked).toBe(true));
    observer.disconnect();
    await act(() => Promise.resolve());
    expect(held()).toBe('s-second');
    expect(select.value).toBe('s-second');
  });
});
