import { Button, InputGroup } from '@blueprintjs/core';
import { useT } from './hooks';
import { useState, type ReactNode } from 'react';

export interface ListToolbarProps {
  /** Submits the search text; an empty text clears the filter. */
  onSearch(text: string): void;
  placeholder: string;
  testId: string;
  /** Extra filters, left of the search button. */
  filters?: ReactNode;
  /** Right-hand actions (the add button). */
  actions?: ReactNode;
}

/** Search box + filters + actions above a paged list. Searching sends the filter to the server. */
export function ListToolbar({ onSearch, placeholder, testId, filters, actions }: ListToolbarProps) {
  const { t } = useT();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <InputGroup leftIcon="search" value={text} placeholder={placeholder} aria-label={placeholder} data-testid={`${testId}-search`} onValueChange={setText} />
      {filters}
      <Button type="submit" text={t('common.search')} data-testid={`${testId}-search-submit`} />
      <span style={{ flex: 1 }} />
      {actions}
    </form>
  );
}
