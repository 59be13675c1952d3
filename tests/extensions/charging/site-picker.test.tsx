import { describe, expect, it } from 'vitest';
import { SitePicker } from '../../../extensions/charging/src/shared/site-picker';
import { pickAsOptionsAppear } from '../support/pick-as-options-appear';
import { chargingHarness, page } from './charging-harness';

describe('charging site picker', () => {
  it('keeps the site picked the instant the options appear, rather than the default first site', async () => {
    const h = await chargingHarness({ language: 'en' });
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
    const h = await chargingHarness({ language: 'en' });
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
