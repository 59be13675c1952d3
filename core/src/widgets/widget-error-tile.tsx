import { Button, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface WidgetErrorTileProps {
  extensionId: string;
  error: Error;
  onRetry?(): void;
}

/** What a crashed or unloadable widget leaves in its tile: small enough that the page around it stays usable. */
export function WidgetErrorTile({ extensionId, error, onRetry }: WidgetErrorTileProps) {
  const { t } = useTranslation('core');
  return (
    <div className="tessera-widget-error" role="alert" data-extension={extensionId}>
      <Icon icon="error" intent="danger" />
      <span className="tessera-widget-error__title">{t('widgets.failed')}</span>
      <small className="tessera-widget-error__message" title={error.message}>
        {error.message}
      </small>
      {onRetry && <Button size="small" variant="minimal" icon="refresh" aria-label={t('host.failed.retry')} onClick={onRetry} />}
    </div>
  );
}
