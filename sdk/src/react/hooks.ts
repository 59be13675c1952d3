import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionService } from '../services/permission-service';
import { SdkContext } from './sdk-context';

function useSdk() {
  const ctx = useContext(SdkContext);
  if (!ctx) throw new Error('Tessera SDK hooks must be used inside the shell (no SdkContext found)');
  return ctx;
}

/** Resolves a core service by its token. */
export function useService<T>(token: symbol): T {
  return useSdk().get<T>(token);
}

/**
 * Resolves a service that may be absent — typically one another extension provides (`provides.services`), which
 * is not there when that extension is not installed or disabled: undefined then, so the caller can hide what
 * needs it.
 */
export function useOptionalService<T>(token: symbol): T | undefined {
  const sdk = useSdk();
  try {
    return sdk.get<T>(token);
  } catch {
    return undefined;
  }
}

/** Translator bound to the rendering extension's namespace, falling back to core's. */
export function useT() {
  const ctx = useContext(SdkContext);
  const ns = ctx?.namespace;
  const { t, i18n } = useTranslation(ns ? [ns, 'core'] : 'core');
  return { t: t as unknown as (key: string, options?: Record<string, unknown>) => string, language: i18n.language };
}

/** `hasAuth(code)` for a button or section (the spec's permission rules). */
export function useHasAuth(code: string): boolean {
  return useService<PermissionService>(PermissionService).hasAuth(code);
}
