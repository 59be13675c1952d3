import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetDefinition, WidgetRegistry } from '@tessera/sdk';
import { ExtensionBoundary } from '../extensions/extension-boundary';
import type { ExtensionHostInternal } from '../extensions/extension-host-internal';
import { WidgetErrorTile } from './widget-error-tile';

export interface OwnedWidgetProps {
  type: string;
  registry: WidgetRegistry;
  host: ExtensionHostInternal;
  /** Draws the loaded definition (its Renderer or Editor). */
  children(def: WidgetDefinition): ReactNode;
}

type Loading = { state: 'loading' } | { state: 'done' } | { state: 'failed'; error: Error };

/**
 * One widget slot: activates the type's owner on first use, then draws it inside the owner's boundary. A type no
 * extension declares says so; an owner that fails to activate leaves a retryable tile.
 */
export const OwnedWidget = observer(function OwnedWidget({ type, registry, host, children }: OwnedWidgetProps) {
  const { t } = useTranslation('core');
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);

  useEffect(() => {
    let alive = true;
    setLoading({ state: 'loading' });
    registry.ensure(type).then(
      () => alive && setLoading({ state: 'done' }),
      (err: unknown) => alive && setLoading({ state: 'failed', error: err instanceof Error ? err : new Error(String(err)) }),
    );
    return () => {
      alive = false;
    };
  }, [registry, type, attempt]);

  const def = registry.get(type);
  const owner = registry.ownerOf(type) ?? type;
  if (def) {
    return (
      <ExtensionBoundary key={attempt} extensionId={owner} kind="widget" widgetType={type} host={host} onRetry={retry}>
        {children(def)}
      </ExtensionBoundary>
    );
  }
  if (loading.state === 'loading') return <Spinner size={20} aria-label={t('widgets.loading')} />;
  if (loading.state === 'failed') return <WidgetErrorTile extensionId={owner} error={loading.error} onRetry={retry} />;
  return (
    <span className="tessera-widget-missing bp6-text-muted" data-testid="widget-not-installed">
      {t('widgets.notInstalled', { type })}
    </span>
  );
});
