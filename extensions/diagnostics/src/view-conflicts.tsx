import { Callout } from '@blueprintjs/core';
import { useT, type ViewConflict } from '@tessera/sdk';

/** Catalog errors: view paths claimed by more than one extension (the first claimant renders them). */
export function ViewConflicts({ conflicts }: { conflicts: ViewConflict[] }) {
  const { t } = useT();
  if (!conflicts.length) {
    return (
      <Callout intent="success" icon="tick" title={t('conflicts.title')}>
        {t('conflicts.none')}
      </Callout>
    );
  }
  return (
    <Callout intent="warning" icon="warning-sign" title={t('conflicts.title')}>
      <ul className="tessera-diagnostics__conflicts">
        {conflicts.map((c) => (
          <li key={c.viewPath}>{t('conflicts.item', { viewPath: c.viewPath, ids: c.extensionIds.join(', ') })}</li>
        ))}
      </ul>
    </Callout>
  );
}
