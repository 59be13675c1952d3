import { Checkbox } from '@blueprintjs/core';

export interface ScopeChecklistProps {
  options: Array<{ id: string; label: string }>;
  value: string[];
  onChange(next: string[]): void;
  testId: string;
}

/** A scrolling list of checkboxes: the devices or APIs a partial scope grants. */
export function ScopeChecklist({ options, value, onChange, testId }: ScopeChecklistProps) {
  const chosen = new Set(value);
  const toggle = (id: string) => onChange(chosen.has(id) ? value.filter((x) => x !== id) : [...value, id]);
  return (
    <div data-testid={testId} style={{ maxHeight: 160, overflowY: 'auto', border: '1px solid rgba(128,128,128,.3)', padding: '4px 8px' }}>
      {options.map((o) => (
        <Checkbox key={o.id} checked={chosen.has(o.id)} label={o.label} data-testid={`${testId}-${o.id}`} onChange={() => toggle(o.id)} />
      ))}
    </div>
  );
}
