import { InputGroup, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useEditorT } from '../i18n';
import type { TslMapNode } from '../model/plugin-types';

interface Props {
  options: TslMapNode[];
  value: string[];
  onChange(path: string[], node: TslMapNode): void;
}

/** Flattened leaves "category / device type" that match the filter text (case-insensitive, either level). */
export function filterLeaves(options: TslMapNode[], filter: string): { path: string[]; labels: string[]; node: TslMapNode }[] {
  const q = filter.trim().toLowerCase();
  return options.flatMap((cat) =>
    (cat.children ?? [])
      .map((leaf) => ({ path: [cat.value, leaf.value], labels: [cat.label, leaf.label], node: leaf }))
      .filter(({ path, labels }) => !q || [...path, ...labels].some((s) => s.toLowerCase().includes(q))),
  );
}

/** A filterable cascader (category, then device type) over the standard thing-model library (the spec's screens). */
export function TslCascader({ options, value, onChange }: Props) {
  const t = useEditorT();
  const [filter, setFilter] = useState('');
  const [picked, setCategory] = useState<string>(value[0] ?? '');
  // The library arrives after the first render: until a category is picked, the first one is shown.
  const category = picked || options[0]?.value || '';
  const leaves = useMemo(() => filterLeaves(options, filter), [options, filter]);
  const selected = (path: string[]) => path[0] === value[0] && path[1] === value[1];
  return (
    <div data-testid="tsl-cascader" style={{ width: 420 }}>
      <InputGroup
        leftIcon="search"
        placeholder={t('tsl.filterPlaceholder')}
        aria-label={t('tsl.filterPlaceholder')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {filter.trim() ? (
        <Menu style={{ maxHeight: 240, overflow: 'auto' }}>
          {leaves.map(({ path, labels, node }) => (
            <MenuItem key={path.join('/')} text={labels.join(' / ')} active={selected(path)} onClick={() => onChange(path, node)} />
          ))}
          {!leaves.length && <MenuItem disabled text={t('tsl.noMatch')} />}
        </Menu>
      ) : (
        <div style={{ display: 'flex', maxHeight: 240 }}>
          <Menu style={{ flex: 1, overflow: 'auto' }}>
            {options.map((c) => (
              <MenuItem key={c.value} text={c.label} active={c.value === category} icon="folder-close" onClick={() => setCategory(c.value)} />
            ))}
          </Menu>
          <MenuDivider />
          <Menu style={{ flex: 1, overflow: 'auto' }}>
            {(options.find((c) => c.value === category)?.children ?? []).map((leaf) => (
              <MenuItem key={leaf.value} text={leaf.label} active={selected([category, leaf.value])} onClick={() => onChange([category, leaf.value], leaf)} />
            ))}
          </Menu>
        </div>
      )}
    </div>
  );
}
