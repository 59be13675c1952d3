import { Button, Checkbox, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { stateOf } from '../shared/function-tree-state';
import { useT } from './hooks';

/** A row of the function (permission) tree, `/user/function/tree` (docs/CONTRACT.md). */
export interface FunctionTreeNode {
  id: string;
  name: string;
  /** An i18n key (the menu's title) or plain text. */
  title?: string;
  /** '0' directory, '1' menu, '2' route, '3' button. */
  type: string;
  children?: FunctionTreeNode[];
}

export interface FunctionCheckTreeProps {
  nodes: FunctionTreeNode[];
  checked: Set<string>;
  half: Set<string>;
  onToggle(id: string, on: boolean): void;
  disabled?: boolean;
}

const TYPE_KEYS: Record<string, string> = {
  '0': 'permissionTree.typeDirectory',
  '1': 'permissionTree.typeMenu',
  '2': 'permissionTree.typeRoute',
  '3': 'permissionTree.typeButton',
};

/** The permission tree with tri-state checkboxes (directory, menu, route, button). */
export function FunctionCheckTree({ nodes, checked, half, onToggle, disabled }: FunctionCheckTreeProps) {
  return (
    <ul role="tree" style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }} data-testid="function-check-tree">
      {nodes.map((n) => (
        <TreeItem key={n.id} node={n} depth={0} {...{ checked, half, onToggle, disabled }} />
      ))}
    </ul>
  );
}

function TreeItem({ node, depth, checked, half, onToggle, disabled }: Omit<FunctionCheckTreeProps, 'nodes'> & { node: FunctionTreeNode; depth: number }) {
  const { t } = useT();
  const [open, setOpen] = useState(depth < 1);
  const state = stateOf(node.id, checked, half);
  const kids = node.children ?? [];
  const label = t(node.title || node.name);
  return (
    <li
      role="treeitem"
      aria-checked={state === 'checked' ? true : state === 'half' ? 'mixed' : false}
      aria-expanded={kids.length ? open : undefined}
      aria-label={label}
      data-testid={`function-node-${node.name}`}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, paddingLeft: depth * 20 }}>
        {kids.length ? (
          <Button
            variant="minimal"
            size="small"
            icon={open ? 'chevron-down' : 'chevron-right'}
            aria-label={t(open ? 'permissionTree.collapse' : 'permissionTree.expand')}
            onClick={() => setOpen(!open)}
          />
        ) : (
          <span style={{ width: 24 }} />
        )}
        <Checkbox
          style={{ margin: 0 }}
          checked={state === 'checked'}
          indeterminate={state === 'half'}
          disabled={disabled}
          label={label}
          data-testid={`function-check-${node.name}`}
          onChange={() => onToggle(node.id, state !== 'checked')}
        />
        <Tag minimal>{t(TYPE_KEYS[node.type] ?? 'permissionTree.typeMenu')}</Tag>
      </div>
      {kids.length > 0 && open && (
        <ul role="group" style={{ listStyle: 'none', paddingLeft: 0 }}>
          {kids.map((c) => (
            <TreeItem key={c.id} node={c} depth={depth + 1} {...{ checked, half, onToggle, disabled }} />
          ))}
        </ul>
      )}
    </li>
  );
}
