import { describe, expect, it } from 'vitest';
import { ExtensionHost, type ExtensionContext } from '@tessera/sdk';
import type { ExtensionHostImpl } from '../../../core/src/extensions/extension-host-impl';
import { createHarness } from './fakes';

// A service one extension provides (manifest provides.services + defineExtension({services})), used by another
// that cannot import it: resolved by its Symbol.for key through the consumer's own context.
const Wizard = Symbol.for('acme.provider.Wizard');
interface WizardService {
  open(id?: string): Promise<string>;
}

async function setup(providerEnabled = true) {
  const h = createHarness();
  let factoryRuns = 0;
  let providerActivations = 0;
  let consumer!: ExtensionContext;
  await h.addExtension(
    'acme.provider',
    {
      services: [{ token: Wizard, factory: (ctx) => (factoryRuns++, { open: async (id?: string) => `${ctx.extensionId} opened ${id ?? 'new'}` }) }],
      activate: () => void providerActivations++,
    },
    { provides: { services: [{ token: 'acme.provider.Wizard' }] } },
    { enabled: providerEnabled },
  );
  await h.addExtension('acme.consumer', { activate: (ctx) => void (consumer = ctx) });
  const host = h.container.get<ExtensionHostImpl>(ExtensionHost);
  await host.load();
  await host.activate('acme.consumer');
  const state = (id: string) => host.status().find((s) => s.id === id)?.state;
  return { h, host, consumer: () => consumer, state, counts: () => ({ factoryRuns, providerActivations }) };
}

describe('services provided by another extension', () => {
  it('resolve while the provider is inactive; the first call activates it and reaches its instance', async () => {
    const { host, consumer, state, counts } = await setup();
    expect(state('acme.provider')).toBe('registered');
    const wizard = consumer().get<WizardService>(Wizard);
    // Resolving alone activates nothing (lazy extensions stay lazy until used).
    expect(state('acme.provider')).toBe('registered');
    expect(counts()).toEqual({ factoryRuns: 0, providerActivations: 0 });
    // One stand-in per service: React effects depending on it do not re-run every render.
    expect(consumer().get(Wizard)).toBe(wizard);
    // Awaiting the stand-in itself must not call anything (it is not a thenable).
    expect((wizard as unknown as { then?: unknown }).then).toBeUndefined();

    await expect(wizard.open('m1')).resolves.toBe('acme.provider opened m1');
    expect(state('acme.provider')).toBe('active');
    expect(counts()).toEqual({ factoryRuns: 1, providerActivations: 1 });
    await expect(wizard.open()).resolves.toBe('acme.provider opened new');
    expect(counts()).toEqual({ factoryRuns: 1, providerActivations: 1 });

    // Once active, the provider's own singleton is handed out, the same one its own views see.
    const real = consumer().get<WizardService>(Wizard);
    expect(real).toBe(host.resolverFor('acme.provider')!(Wizard));
    expect(real).not.toBe(wizard);
  });

  it('views of the consumer resolve it too (the boundary resolver)', async () => {
    const { host } = await setup();
    const wizard = host.resolverFor('acme.consumer')!<WizardService>(Wizard);
    await expect(wizard.open('x')).resolves.toBe('acme.provider opened x');
  });

  it('is absent (a not-bound error) when no extension provides it or the provider is disabled', async () => {
    const none = await setup();
    expect(() => none.consumer().get(Symbol.for('acme.nobody.Thing'))).toThrow();
    const disabled = await setup(false);
    expect(() => disabled.consumer().get(Wizard)).toThrow();
    expect(disabled.state('acme.provider')).toBe('registered');
  });

  it('a provider failing to activate rejects the call, not the consumer', async () => {
    const { h, consumer, state } = await setup();
    h.importer.files.set('/extensions/acme.provider/index.js', new TextEncoder().encode('tampered'));
    const wizard = consumer().get<WizardService>(Wizard);
    await expect(wizard.open()).rejects.toThrow(/integrityMismatch/);
    expect(state('acme.provider')).toBe('failed');
    expect(state('acme.consumer')).toBe('active');
  });
});
