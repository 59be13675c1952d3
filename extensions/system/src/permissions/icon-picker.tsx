import { Button, Icon, InputGroup, Popover } from '@blueprintjs/core';
import { IconNames, type IconName } from '@blueprintjs/icons';
import { useT } from '@tessera/sdk';
import { useMemo, useState } from 'react';

const ALL_ICONS = Object.values(IconNames) as IconName[];
/** Only this many matches are drawn: the icon set has 500+ entries and each one loads its own paths. */
const SHOWN = 48;

export interface IconPickerProps {
  value: string;
  onChange(icon: string): void;
  testId: string;
  label: string;
}

/** Picks a Blueprint icon name by search; the field also accepts a typed name. */
export function IconPicker({ value, onChange, testId, label }: IconPickerProps) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (q ? ALL_ICONS.filter((n) => n.includes(q)) : ALL_ICONS).slice(0, SHOWN);
  }, [query]);
  return (
    <Popover
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-start"
      content={
        <div style={{ padding: 8, width: 320 }} data-testid={`${testId}-panel`}>
          <InputGroup
            leftIcon="search"
            autoFocus
            value={query}
            onValueChange={setQuery}
            placeholder={t('functions.iconSearch')}
            aria-label={t('functions.iconSearch')}
            data-testid={`${testId}-search`}
          />
          <div role="listbox" aria-label={label} style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 4, marginTop: 8 }}>
            {matches.map((name) => (
              <Button
                key={name}
                role="option"
                aria-selected={name === value}
                aria-label={name}
                title={name}
                icon={name}
                variant={name === value ? 'solid' : 'minimal'}
                intent={name === value ? 'primary' : 'none'}
                onClick={() => {
                  onChange(name);
                  setOpen(false);
                }}
              />
            ))}
          </div>
        </div>
      }
    >
      <InputGroup
        readOnly
        value={value}
        aria-label={label}
        data-testid={testId}
        placeholder={t('functions.iconPick')}
        leftElement={value ? <Icon icon={value as IconName} style={{ margin: 7 }} /> : undefined}
        rightElement={
          value ? (
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t('functions.iconClear')}
              onClick={(e) => {
                e.stopPropagation();
                onChange('');
              }}
            />
          ) : undefined
        }
      />
    </Popover>
  );
}
