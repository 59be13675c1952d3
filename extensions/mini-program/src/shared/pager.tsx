import { Button } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';

/** Previous / next over a page of `perPage` rows out of `total`. */
export function Pager({ page, perPage, total, onPage, testId }: { page: number; perPage: number; total: number; onPage(page: number): void; testId: string }) {
  const { t } = useT();
  const last = Math.max(1, Math.ceil(total / perPage));
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }} data-testid={testId}>
      <Button icon="chevron-left" disabled={page <= 1} aria-label={t('common.previousPage')} onClick={() => onPage(page - 1)} />
      <span>{`${page} / ${last}`}</span>
      <Button icon="chevron-right" disabled={page >= last} aria-label={t('common.nextPage')} onClick={() => onPage(page + 1)} />
      <span className="bp6-text-muted">{t('common.total', { total })}</span>
    </div>
  );
}
