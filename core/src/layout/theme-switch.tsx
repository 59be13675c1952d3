import { useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SessionStore, useService } from '@tessera/sdk';
import { applyTheme, readTheme, type ThemeName } from './theme';

/**
 * Blue / white theme toggle (the spec's constants); the choice is persisted, the server's logo settings give the
 * default.
 */
export const ThemeSwitch = observer(function ThemeSwitch() {
  const session = useService<SessionStore>(SessionStore);
  const { t } = useTranslation('core');
  const [theme, setTheme] = useState<ThemeName>(() => readTheme(session.logo?.theme));

  useEffect(() => {
    // Applying on mount does not persist: only an explicit choice overrides the server's default.
    applyTheme(theme, false);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const next: ThemeName = theme === 'blue' ? 'white' : 'blue';
  return (
    <Button
      variant="minimal"
      icon="contrast"
      className="tessera-theme-switch"
      aria-label={t('layout.switchTheme')}
      title={t('layout.switchTheme')}
      text={t(theme === 'blue' ? 'layout.themeBlue' : 'layout.themeWhite')}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    />
  );
});
