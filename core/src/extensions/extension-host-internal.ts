import type { ExtensionHost, Language } from '@tessera/sdk';

/**
 * Core-internal token for what the shell's own components need from the extension host beyond the SDK's
 * `ExtensionHost`: bound to the same instance, never handed to extensions (the runtime refuses `tessera.internal.*`).
 */
export const ExtensionHostInternal = Symbol.for('tessera.internal.ExtensionHostInternal');
export interface ExtensionHostInternal extends ExtensionHost {
  /** Whether the catalog is being fetched: routes wait instead of calling a view "not installed". */
  readonly catalogLoading: boolean;
  /** Settles when the catalog load in flight (if any), eager activations included, has finished. */
  whenLoaded(): Promise<void>;
  /** Loads the extensions a public share page needs, with the share token as the only credential (no session). */
  loadShared(shareId: string): Promise<void>;
  /** Resolves services as the extension sees them (its own first): for the SdkContext of what it renders. */
  resolverFor(extensionId: string): (<T>(token: symbol) => T) | undefined;
  /** Loads an extension's strings for a language (once per language). */
  ensureLocales(extensionId: string, lang: Language): Promise<void>;
  /** A view of an active extension crashed: diagnostics list the extension as failed with this error. */
  reportViewError(extensionId: string, error: Error): void;
}

/** Token prefix of core-internal services: `ctx.get` and the views' `useService` refuse them. */
export const INTERNAL_TOKEN_PREFIX = 'tessera.internal.';

export function isInternalToken(token: symbol): boolean {
  return Symbol.keyFor(token)?.startsWith(INTERNAL_TOKEN_PREFIX) ?? false;
}
