import { describe, expect, it } from 'vitest';
import { createExtensionHarness } from '@tessera/sdk/harness';
import extension from '../../../extensions/example-hooks/src/index';
import manifest from '../../../extensions/example-hooks/extension.json';
import en from '../../../extensions/example-hooks/locales/en.json';
import { VisitJournal } from '../../../extensions/example-hooks/src/visit-journal';

const ada = { id: 'u1', name: 'Ada', authority: 'TENANT_ADMIN' as const };

async function harness() {
  return createExtensionHarness(extension, { manifest: manifest as never, locales: { en }, language: 'en' });
}
const lines = (h: Awaited<ReturnType<typeof harness>>) => h.logger.lines.map((l) => `${l.name} ${l.args.join(' ')}`);

describe('example-hooks', () => {
  it('taps sessionStarted and navigated under its own id, and both taps run', async () => {
    const h = await harness();
    expect(h.hooks.sessionStarted.taps.map((t) => t.name)).toEqual(['tessera.example-hooks']);
    expect(h.hooks.navigated.taps.map((t) => t.name)).toEqual(['tessera.example-hooks']);
    h.hooks.sessionStarted.call(ada);
    h.hooks.navigated.call('/home');
    h.hooks.navigated.call('/device/list');
    expect(lines(h)).toEqual([
      'tessera.example-hooks Session started for Ada',
      'tessera.example-hooks Page 1 of this session: /home',
      'tessera.example-hooks Page 2 of this session: /device/list',
    ]);
  });

  it('leaves no tap behind once disposed', async () => {
    const h = await harness();
    await h.dispose();
    expect(h.hooks.sessionStarted.taps).toEqual([]);
    expect(h.hooks.navigated.taps).toEqual([]);
    h.hooks.navigated.call('/home');
    expect(h.logger.lines).toEqual([]);
  });
});

describe('VisitJournal', () => {
  it('counts the pages of the current session only', () => {
    const journal = new VisitJournal();
    journal.start('Ada');
    journal.visit('/a');
    expect(journal.visit('/b')).toBe(2);
    journal.start('Bob');
    expect(journal.visit('/c')).toBe(1);
    expect(journal.visited).toEqual(['/c']);
  });
});
