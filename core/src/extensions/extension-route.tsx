import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ViewRegistry, useService } from '@tessera/sdk';
import { ExtensionBoundary } from './extension-boundary';
import { ExtensionErrorPanel } from './extension-error-panel';
import { ExtensionHostInternal } from './extension-host-internal';
import { ViewNotInstalledPage } from './view-not-installed-page';

export interface ExtensionRouteProps {
  /** The menu node's `component`. */
  viewPath: string;
  /** The route path the view is mounted at. */
  path: string;
}

/**
 * One routed screen: view path → provider (manifests alone) → activation on first visit → the registered view,
 * inside its ExtensionBoundary. Observes the registry and the host, so an install or activation re-renders it.
 */
export const ExtensionRoute = observer(function ExtensionRoute({ viewPath, path }: ExtensionRouteProps) {
  const registry = useService<ViewRegistry>(ViewRegistry);
  const host = useService<ExtensionHostInternal>(ExtensionHostInternal);
  const { t } = useTranslation('core');
  const location = useLocation();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<Error | null>(null);

  const provider = viewPath ? registry.resolve(viewPath) : undefined;
  const extensionId = provider?.extensionId;
  const state = extensionId ? host.status().find((s) => s.id === extensionId)?.state : undefined;
  const View = provider ? host.view(provider.extensionId, provider.viewId) : undefined;
  const registered = state === 'registered';

  useEffect(() => {
    if (!extensionId || View) return;
    let alive = true;
    setError(null);
    host.activate(extensionId).catch((err: unknown) => {
      if (alive) setError(err instanceof Error ? err : new Error(String(err)));
    });
    return () => {
      alive = false;
    };
    // `registered` is a dependency so a reload or reinstall that resets the extension activates it again.
  }, [host, extensionId, View, attempt, registered]);

  if (!provider) {
    if (host.catalogLoading) return <Spinner className="tessera-extension-loading" aria-label={t('host.loading')} />;
    return <ViewNotInstalledPage viewPath={viewPath} />;
  }
  const retry = () => setAttempt((n) => n + 1);
  if (error) return <ExtensionErrorPanel extensionId={provider.extensionId} error={error} onRetry={retry} />;
  if (!View) {
    if (state !== 'active') return <Spinner className="tessera-extension-loading" aria-label={t('host.loading')} />;
    const missing = new Error(t('host.errors.viewMissing', { extension: provider.extensionId, id: provider.viewId }));
    return <ExtensionErrorPanel extensionId={provider.extensionId} error={missing} />;
  }
  return (
    <ExtensionBoundary key={attempt} extensionId={provider.extensionId} onRetry={retry}>
      <View path={path} query={query} />
    </ExtensionBoundary>
  );
});
