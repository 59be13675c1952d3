import { Button, ButtonGroup, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDateTime } from '@tessera/sdk';
import { isBuiltin, type PluginRow } from '../api/plugin-api';
import { useEditorT } from '../i18n';

export interface PluginTableProps {
  rows: PluginRow[];
  canEdit: boolean;
  canDel: boolean;
  onEdit(row: PluginRow): void;
  onRemove(row: PluginRow): void;
}

/** The plugin rows; built-in plugins show no edit or delete button. */
export function PluginTable({ rows, canEdit, canDel, onEdit, onRemove }: PluginTableProps) {
  const t = useEditorT();
  return (
    <HTMLTable striped interactive style={{ width: '100%' }} data-testid="plugin-list">
      <thead>
        <tr>
          <th>{t('info.pluginName')}</th>
          <th>{t('info.pluginCategory')}</th>
          <th>{t('info.author')}</th>
          <th>{t('info.version')}</th>
          <th>{t('list.status')}</th>
          <th>{t('list.createdAt')}</th>
          <th>{t('common.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{r.model_name}</td>
            <td>{r.model_type ? t(`categories.${r.model_type}`, { defaultValue: r.model_type }) : ''}</td>
            <td>{r.author}</td>
            <td>{r.version}</td>
            <td>
              <Tag minimal intent={r.issued ? 'success' : 'none'}>
                {t(r.issued ? 'list.published' : 'list.unpublished')}
              </Tag>
            </td>
            <td>{formatDateTime(r.created_at)}</td>
            <td>
              <ButtonGroup minimal>
                {canEdit && !isBuiltin(r) && <Button icon="edit" aria-label={t('common.edit')} onClick={() => onEdit(r)} />}
                {canDel && !isBuiltin(r) && <Button icon="trash" intent="danger" aria-label={t('common.delete')} onClick={() => onRemove(r)} />}
              </ButtonGroup>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
