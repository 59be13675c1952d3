import { Spinner } from '@blueprintjs/core';
import { Suspense, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logger, SdkContext, type Language, type SdkContextValue } from '@tessera/sdk';
import { WidgetErrorTile } from '../widgets/widget-error-tile';
import { ExtensionErrorBoundary } from './extension-error-boundary';
import { ExtensionHostInternal } from './extension-host-internal';

export interface ExtensionBoundaryProps {
  extensionId: string;
  children: ReactNode;
  onRetry?(): void;
  /**
   * What the subtree is: a `view` (default) reports a crash to the host (diagnostics list the extension as failed)
   * and shows the full error panel; a `widget` only logs it and shows a tile-sized error.
   */
  kind?: 'view' | 'widget';
  /** The widget type drawn inside (kind `widget`): the `widgetOption` hook is keyed by it. */
  widgetType?: string;
  /** The host, when the boundary sits inside another extension's subtree (whose services exclude core-internal ones). */
  host?: ExtensionHostInternal;
}

/**
 * Wraps everything an extension renders: Suspense for its lazy parts, an error boundary so a broken view or widget
 * never takes the shell down, and an SdkContext carrying the extension's i18n namespace and services.
 */
export function ExtensionBoundary({ extensionId, children, onRetry, kind = 'view', widgetType, host: given }: ExtensionBoundaryProps) {
  const parent = useContext(SdkContext);
  if (!parent) throw new Error('ExtensionBoundary must be rendered inside the shell (no SdkContext found)');
  const host = given ?? parent.get<ExtensionHostInternal>(ExtensionHostInternal);
  const { t, i18n } = useTranslation('core');
  const language = i18n.language as Language;

  const value = useMemo<SdkContextValue>(
    () => ({ get: host.resolverFor(extensionId) ?? parent.get, namespace: extensionId, ...(widgetType ? { widgetType } : {}) }),
    [host, parent, extensionId, widgetType],
  );

  // A language switch made while the view is open still brings the extension's strings.
  useEffect(() => {
    void host.ensureLocales(extensionId, language);
  }, [host, extensionId, language]);

  const onError = (error: Error) => {
    try {
      // A view's crash is recorded, so the diagnostics page lists the extension as failed with this error; one
      // broken widget must not mark its whole extension failed (that would re-activate it on the next use).
      if (kind === 'view') host.reportViewError(extensionId, error);
      parent.get<Logger>(Logger).child(extensionId).error(`${kind} crashed`, error);
    } catch {
      // Logging must not turn one broken view into two.
    }
  };
  const fallback =
    kind === 'widget' ? (error: Error, retry: () => void) => <WidgetErrorTile extensionId={extensionId} error={error} onRetry={retry} /> : undefined;

  return (
    <SdkContext.Provider value={value}>
      <ExtensionErrorBoundary extensionId={extensionId} onError={onError} onRetry={onRetry} fallback={fallback}>
        <Suspense fallback={<Spinner className="tessera-extension-loading" size={kind === 'widget' ? 20 : undefined} aria-label={t('host.loading')} />}>
          {children}
        </Suspense>
      </ExtensionErrorBoundary>
    </SdkContext.Provider>
  );
}
