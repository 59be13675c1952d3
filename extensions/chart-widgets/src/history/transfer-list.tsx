import { Button, Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import type { DataSourceItem } from '@tessera/sdk';
import { useWidgetT } from '../common/i18n';

interface Props {
  dataSources: DataSourceItem[];
  selected: string[];
  onChange(selected: string[]): void;
}

/** A two-list transfer: available data sources on the left, chosen ones on the right (the spec's history panel). */
export function TransferList({ dataSources, selected, onChange }: Props) {
  const t = useWidgetT();
  const [leftChecked, setLeft] = useState<string[]>([]);
  const [rightChecked, setRight] = useState<string[]>([]);
  const available = dataSources.filter((d) => !selected.includes(d.name));
  const chosen = selected.map((n) => dataSources.find((d) => d.name === n) ?? { name: n, title: n, readWrite: 'r' as const, property: { name: n } });
  const toggle = (list: string[], name: string) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]);
  const panel = (items: DataSourceItem[], checked: string[], set: (v: string[]) => void, testId: string, title: string) => (
    <div style={{ flex: 1, border: '1px solid #ccc', borderRadius: 4, padding: 8, minHeight: 160 }} data-testid={testId}>
      <strong>{title}</strong>
      {items.map((d) => (
        <Checkbox key={d.name} label={d.title || d.name} checked={checked.includes(d.name)} onChange={() => set(toggle(checked, d.name))} />
      ))}
    </div>
  );
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {panel(available, leftChecked, setLeft, 'transfer-left', t('history.available'))}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Button
          icon="chevron-right"
          aria-label={t('history.add')}
          disabled={!leftChecked.length}
          onClick={() => {
            onChange([...selected, ...available.filter((d) => leftChecked.includes(d.name)).map((d) => d.name)]);
            setLeft([]);
          }}
        />
        <Button
          icon="chevron-left"
          aria-label={t('history.remove')}
          disabled={!rightChecked.length}
          onClick={() => {
            onChange(selected.filter((n) => !rightChecked.includes(n)));
            setRight([]);
          }}
        />
      </div>
      {panel(chosen, rightChecked, setRight, 'transfer-right', t('history.chosen'))}
    </div>
  );
}
