import { Button, ButtonGroup, Icon, Tag } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useT } from '@tessera/sdk';
import type { FunctionNode } from '../api/functions-api';

const TYPE_KEYS = { '0': 'functions.typeDirectory', '1': 'functions.typeMenu', '2': 'functions.typeRoute', '3': 'functions.typeButton' } as const;

export interface PermissionRowProps {
  node: FunctionNode;
  depth: number;
  open: boolean;
  can: { add: boolean; edit: boolean; del: boolean };
  onToggle(id: string): void;
  onAddChild(parentId: string): void;
  onEdit(node: FunctionNode): void;
  onRemove(node: FunctionNode): void;
}

/** One function of the tree, indented by depth; buttons (leaves) take no children. */
export function PermissionRow({ node: n, depth, open, can, onToggle, onAddChild, onEdit, onRemove }: PermissionRowProps) {
  const { t } = useT();
  return (
    <tr data-testid={`permission-row-${n.name}`}>
      <td style={{ paddingLeft: 8 + depth * 20 }}>
        {n.children?.length ? (
          <Button
            variant="minimal"
            size="small"
            icon={open ? 'chevron-down' : 'chevron-right'}
            aria-label={t(open ? 'functions.collapse' : 'functions.expand')}
            aria-expanded={open}
            data-testid={`permission-toggle-${n.name}`}
            onClick={() => onToggle(n.id)}
          />
        ) : (
          <span style={{ display: 'inline-block', width: 24 }} />
        )}
        {n.icon && <Icon icon={n.icon as IconName} style={{ marginRight: 6 }} />}
        {t(n.title || n.name)}
      </td>
      <td>{n.name}</td>
      <td>
        <Tag minimal>{t(TYPE_KEYS[n.type] ?? 'functions.typeMenu')}</Tag>
      </td>
      <td>{n.component || n.function_code}</td>
      <td>{n.sort ?? 0}</td>
      <td>{n.access ? t(`functions.access_${n.access}`) : ''}</td>
      <td>
        <ButtonGroup variant="minimal">
          {can.add && n.type !== '3' && (
            <Button
              icon="add"
              aria-label={t('functions.addChild')}
              title={t('functions.addChild')}
              data-testid={`permission-add-child-${n.name}`}
              onClick={() => onAddChild(n.id)}
            />
          )}
          {can.edit && (
            <Button icon="edit" aria-label={t('common.edit')} title={t('common.edit')} data-testid={`permission-edit-${n.name}`} onClick={() => onEdit(n)} />
          )}
          {can.del && (
            <Button
              icon="trash"
              intent="danger"
              aria-label={t('common.delete')}
              title={t('common.delete')}
              data-testid={`permission-delete-${n.name}`}
              onClick={() => onRemove(n)}
            />
          )}
        </ButtonGroup>
      </td>
    </tr>
  );
}
