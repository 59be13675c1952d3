import { Button, Checkbox, Tag } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useState } from 'react';
import type { FunctionNode } from '../api/functions-api';
import { stateOf } from './function-tree-state';

export interface FunctionCheckTreeProps {
  nodes: FunctionNode[];
  checked: Set<string>;
  half: Set<string>;
  onToggle(id: string, on: boolean): void;
  disabled?: boolean;
}

const TYPE_KEYS: Record<string, string> = { '0': 'functions.typeDirectory', '1': 'functions.typeMenu', '2': 'functions.typeRoute', '3': 'functions.typeButton' };

/** The permission tree with tri-state checkboxes (directory, menu, route, button). */
export function FunctionCheckTree({ nodes, checked, half, onToggle, disabled }: FunctionCheckTreeProps) {
  return (
    <ul role="tree" style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }} data-testid="function-check-tree">
      {nodes.map((n) => <TreeItem key={n.id} node={n} depth={0} {...{ checked, half, onToggle, disabled }} />)}
    </ul>
  );
}

function TreeItem({ node, depth, checked, half, onToggle, disabled }: Omit<FunctionCheckTreeProps, 'nodes'> & { node: FunctionNode; depth: number }) {
  const { t } = useT();
  const [open, setOpen] = useState(depth < 1);
  const state = stateOf(node.id, checked, half);
  const kids = node.children ?? [];
  const label = t(node.title || node.name);
  return (
    <li role="treeitem" aria-checked={state === 'checked' ? true : state === 'half' ? 'mixed' : false} aria-expanded={kids.length ? open : undefined}
      aria-label={label} data-testid={`function-node-${node.name}`}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, paddingLeft: depth * 20 }}>
        {kids.length ? (
          <Button variant="minimal" size="small" icon={open ? 'chevron-down' : 'chevron-right'}
            aria-label={t(open ? 'functions.collapse' : 'functions.expand')} onClick={() => setOpen(!open)} />
        ) : <span style={{ width: 24 }} />}
        <Checkbox style={{ margin: 0 }} checked={state === 'checked'} indeterminate={state === 'half'} disabled={disabled}
          label={label} data-testid={`function-check-${node.name}`} onChange={() => onToggle(node.id, state !== 'checked')} />
        <Tag minimal>{t(TYPE_KEYS[node.type] ?? 'functions.typeMenu')}</Tag>
      </div>
      {kids.length > 0 && open && (
        <ul role="group" style={{ listStyle: 'none', paddingLeft: 0 }}>
          {kids.map((c) => <TreeItem key={c.id} node={c} depth={depth + 1} {...{ checked, half, onToggle, disabled }} />)}
        </ul>
      )}
    </li>
  );
}
