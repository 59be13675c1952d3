import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useGuardedNavigate } from '../router/use-guarded-navigate';
import { debounce, QUICK_SEARCH_DEBOUNCE_MS, QUICK_SEARCH_MIN_CHARS, type MenuNode } from '@tessera/sdk';
import { searchMenu } from './menu-model';
import { MenuIcon } from './menu-icon';
import { useMenuTree } from './use-menu-tree';

/**
 * Top-bar search over menu titles in the current language (the spec's constants: at least 2 characters, 200 ms
 * debounce). Arrow keys move the highlight, Enter or a click opens the page.
 */
export const QuickSearch = observer(function QuickSearch() {
  const { t, i18n } = useTranslation('core');
  const navigate = useGuardedNavigate();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const update = useMemo(() => debounce((q: string) => setQuery(q), QUICK_SEARCH_DEBOUNCE_MS), []);
  useEffect(() => () => update.cancel(), [update]);

  const menuTree = useMenuTree();
  // The language is a dependency so results follow a language switch.
  const lng = i18n.language;
  const results = useMemo(() => searchMenu(menuTree, query, (k) => t(k, { lng })), [menuTree, query, t, lng]);

  const open = (node: MenuNode | undefined) => {
    if (!node?.path) return;
    update.cancel();
    setText('');
    setQuery('');
    navigate(node.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, results.length - 1));
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (e.key === 'Enter') open(results[active] ?? results[0]);
    else if (e.key === 'Escape') {
      setText('');
      setQuery('');
    }
  };

  return (
    <div className="tessera-quick-search">
      <InputGroup
        leftIcon="search"
        type="search"
        value={text}
        placeholder={t('layout.quickSearchPlaceholder')}
        aria-label={t('layout.quickSearch')}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          update(e.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {query.trim().length >= QUICK_SEARCH_MIN_CHARS && text.length > 0 && (
        <Menu className="tessera-quick-search-results" role="listbox" aria-label={t('layout.quickSearchResults')}>
          {results.length === 0 ? (
            <MenuItem disabled text={t('layout.quickSearchNoResult')} />
          ) : (
            results.map((node, i) => (
              <MenuItem
                key={node.path}
                role="option"
                active={i === active}
                icon={<MenuIcon name={node.icon} />}
                text={t(node.title ?? node.name)}
                label={node.path}
                onClick={() => open(node)}
              />
            ))
          )}
        </Menu>
      )}
    </div>
  );
});
