import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useT } from './hooks';
import type { ReactNode } from 'react';

export interface LoadStateProps {
  loading: boolean;
  error: string | null;
  empty: boolean;
  onRetry(): void;
  testId: string;
  children: ReactNode;
}

/** The loading, error and empty states around content that is not a paged table. */
export function LoadState({ loading, error, empty, onRetry, testId, children }: LoadStateProps) {
  const { t } = useT();
  if (error) {
    return (
      <div role="alert" data-testid={`${testId}-error`}>
        <NonIdealState
          icon="error"
          title={t('common.error')}
          description={error}
          action={<Button icon="refresh" text={t('common.retry')} onClick={onRetry} />}
        />
      </div>
    );
  }
  if (loading && empty) return <Spinner size={24} aria-label={t('common.loading')} data-testid={`${testId}-loading`} />;
  if (empty)
    return (
      <div data-testid={`${testId}-empty`}>
        <NonIdealState icon="inbox" title={t('common.noData')} />
      </div>
    );
  return <>{children}</>;
}
