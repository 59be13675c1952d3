import { Button, ButtonGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useState } from 'react';
import { checkRange, fromInputValue, PICKER_STEP_SECONDS, QUICK_RANGES, quickRange, toInputValue, type LogFilterValues } from './time-range';

export const EMPTY_FILTERS: LogFilterValues = { user: '', path: '', ip: '', start: null, end: null };

export interface LogFiltersProps {
  onSearch(f: LogFilterValues): void;
  now?: () => number;
}

/** User, path, IP and time-range filters with the quick ranges (last 7 and 90 days). */
export function LogFilters({ onSearch, now = Date.now }: LogFiltersProps) {
  const { t } = useT();
  const [f, setF] = useState<LogFilterValues>(EMPTY_FILTERS);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<LogFilterValues>) => setF((prev) => ({ ...prev, ...patch }));

  const submit = (values: LogFilterValues) => {
    const problem = checkRange(values);
    setError(problem);
    if (!problem) onSearch(values);
  };

  const text = (key: 'user' | 'path' | 'ip') => (
    <FormGroup label={t(`operation.${key}`)} labelFor={`log-filter-${key}`} inline>
      <InputGroup id={`log-filter-${key}`} data-testid={`log-filter-${key}`} value={f[key]} onValueChange={(v) => set({ [key]: v })} />
    </FormGroup>
  );

  return (
    <form
      role="search"
      aria-label={t('operation.filters')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        submit(f);
      }}
    >
      {text('user')}
      {text('path')}
      {text('ip')}
      <FormGroup
        label={t('operation.start')}
        labelFor="log-filter-start"
        inline
        intent={error ? 'danger' : 'none'}
        helperText={
          error && (
            <span role="alert" data-testid="log-filter-range-error">
              {t(error)}
            </span>
          )
        }
      >
        <input
          id="log-filter-start"
          className="bp6-input"
          type="datetime-local"
          step={PICKER_STEP_SECONDS}
          data-testid="log-filter-start"
          value={toInputValue(f.start)}
          onChange={(e) => set({ start: fromInputValue(e.currentTarget.value) })}
        />
      </FormGroup>
      <FormGroup label={t('operation.end')} labelFor="log-filter-end" inline>
        <input
          id="log-filter-end"
          className="bp6-input"
          type="datetime-local"
          step={PICKER_STEP_SECONDS}
          data-testid="log-filter-end"
          value={toInputValue(f.end)}
          onChange={(e) => set({ end: fromInputValue(e.currentTarget.value) })}
        />
      </FormGroup>
      <ButtonGroup>
        {QUICK_RANGES.map((days) => (
          <Button
            key={days}
            text={t('operation.lastDays', { days })}
            data-testid={`log-quick-${days}`}
            onClick={() => {
              const next = { ...f, ...quickRange(days, now()) };
              setF(next);
              submit(next);
            }}
          />
        ))}
      </ButtonGroup>
      <Button type="submit" intent="primary" icon="search" text={t('common.search')} data-testid="log-filter-submit" />
      <Button
        text={t('common.reset')}
        data-testid="log-filter-reset"
        onClick={() => {
          setF(EMPTY_FILTERS);
          setError(null);
          onSearch(EMPTY_FILTERS);
        }}
      />
    </form>
  );
}
