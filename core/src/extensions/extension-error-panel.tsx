import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface ExtensionErrorPanelProps {
  extensionId: string;
  error: Error;
  onRetry?: () => void;
}

/** What a failed extension leaves in its slot: the error and a retry; the shell around it keeps working. */
export function ExtensionErrorPanel({ extensionId, error, onRetry }: ExtensionErrorPanelProps) {
  const { t } = useTranslation('core');
  return (
    <NonIdealState
      className="tessera-extension-error"
      icon="error"
      title={t('host.failed.title')}
      description={
        <>
          <p>{t('host.failed.description', { id: extensionId })}</p>
          <pre className="tessera-extension-error__message">{error.message}</pre>
        </>
      }
      action={onRetry && <Button icon="refresh" intent="primary" text={t('host.failed.retry')} onClick={onRetry} />}
    />
  );
}
