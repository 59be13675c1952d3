import { Spinner } from '@blueprintjs/core';
import { Suspense, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExtensionHost, Logger, SdkContext, type Language, type SdkContextValue } from '@tessera/sdk';
import { ExtensionErrorBoundary } from './extension-error-boundary';

/** The parts of ExtensionHostImpl the boundary uses when present. */
interface HostExtras {
  resolverFor?(extensionId: string): (<T>(token: symbol) => T) | undefined;
  ensureLocales?(extensionId: string, lang: Language): Promise<void>;
  reportViewError?(extensionId: string, error: Error): void;
}

export interface ExtensionBoundaryProps {
  extensionId: string;
  children: ReactNode;
  onRetry?(): void;
}

/**
 * Wraps everything an extension renders (ARCHITECTURE §2.5): Suspense for its lazy parts, an error boundary so a
 * broken view never takes the shell down, and an SdkContext carrying the extension's i18n namespace and services.
 */
export function ExtensionBoundary({ extensionId, children, onRetry }: ExtensionBoundaryProps) {
  const parent = useContext(SdkContext);
  if (!parent) throw new Error('ExtensionBoundary must be rendered inside the shell (no SdkContext found)');
  const host = parent.get<ExtensionHost & HostExtras>(ExtensionHost);
  const { t, i18n } = useTranslation('core');
  const language = i18n.language as Language;

  const value = useMemo<SdkContextValue>(
    () => ({ get: host.resolverFor?.(extensionId) ?? parent.get, namespace: extensionId }),
    [host, parent, extensionId],
  );

  // A language switch made while the view is open still brings the extension's strings.
  useEffect(() => {
    void host.ensureLocales?.(extensionId, language);
  }, [host, extensionId, language]);

  const onError = (error: Error) => {
    try {
      // The host records it, so the diagnostics page lists the extension as failed with this error.
      host.reportViewError?.(extensionId, error);
      parent.get<Logger>(Logger).child(extensionId).error('view crashed', error);
    } catch {
      // Logging must not turn one broken view into two.
    }
  };

  return (
    <SdkContext.Provider value={value}>
      <ExtensionErrorBoundary extensionId={extensionId} onError={onError} onRetry={onRetry}>
        <Suspense fallback={<Spinner className="tessera-extension-loading" aria-label={t('host.loading')} />}>{children}</Suspense>
      </ExtensionErrorBoundary>
    </SdkContext.Provider>
  );
}
