import { describe, expect, it } from 'vitest';
import { SitePicker } from '../../../extensions/mini-program/src/shared/site-picker';
import { pickAsOptionsAppear } from '../support/pick-as-options-appear';
import { miniHarness, page } from './mini-harness';

describe('mini-program site picker', () => {
  it('keeps the site picked the instant the options appear, rather than the default first site', async () => {
    const h = await miniHarness({ language: 'en' });
    h.http.on(
      '/site/list',
      page([
        { id: 's-first', name: 'First' },
        { id: 's-second', name: 'Second' },
      ]),
    );
    expect(await pickAsOptionsAppear(h, SitePicker, 's-second')).toBe('s-second');
  });

  it('chooses the first site when nobody picks one', async () => {
    const h = await miniHarness({ language: 'en' });
    h.http.on(
      '/site/list',
      page([
        { id: 's-first', name: 'First' },
        { id: 's-second', name: 'Second' },
      ]),
    );
    let held = '';
    h.render(<SitePicker value="" onChange={(id) => (held = id)} />);
    await expect.poll(() => held).toBe('s-first');
  });
});
