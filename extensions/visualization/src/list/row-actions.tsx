import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useHasAuth, useT } from '@tessera/sdk';
import type { DashboardRow } from '../api/dashboard-api';

export type RowAction = 'view' | 'edit' | 'rename' | 'duplicate' | 'export' | 'share' | 'home' | 'delete';

/** A row's buttons: view and design inline, the rest in a menu; each only with its `visual:*` button. */
export function RowActions({ row, onAction }: { row: DashboardRow; onAction(action: RowAction, row: DashboardRow): void }) {
  const { t } = useT();
  const canAdd = useHasAuth('visual:add');
  const canEdit = useHasAuth('visual:edit');
  const canDelete = useHasAuth('visual:del');
  const item = (action: RowAction, icon: Parameters<typeof MenuItem>[0]['icon'], text: string, allowed: boolean) =>
    allowed ? <MenuItem icon={icon} text={text} data-testid={`dashboard-${action}-${row.id}`} onClick={() => onAction(action, row)} /> : null;
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <Button size="small" icon="eye-open" text={t('common.view')} data-testid={`dashboard-view-${row.id}`} onClick={() => onAction('view', row)} />
      {canEdit && (
        <Button size="small" icon="edit" text={t('visualization.design')} data-testid={`dashboard-edit-${row.id}`} onClick={() => onAction('edit', row)} />
      )}
      <Popover
        placement="bottom-end"
        content={
          <Menu>
            {item('rename', 'annotation', t('visualization.rename'), canEdit)}
            {item('duplicate', 'duplicate', t('visualization.duplicate'), canAdd)}
            {item('export', 'export', t('common.export'), true)}
            {item('share', 'share', t('visualization.share'), canEdit)}
            {item('home', 'home', t('visualization.setHome'), canEdit)}
            {item('delete', 'trash', t('common.delete'), canDelete)}
          </Menu>
        }
      >
        <Button size="small" icon="more" aria-label={t('common.more')} data-testid={`dashboard-more-${row.id}`} />
      </Popover>
    </span>
  );
}
