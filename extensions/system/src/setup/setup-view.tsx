import { Tab, Tabs } from '@blueprintjs/core';
import { useT, type ViewProps } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { AuthorizationPanel } from './authorization-panel';
import { GeneralSettingsForm } from './general-settings-form';
import { NotificationSettingsPanel } from './notification-settings-panel';

/** System setup: general settings, notification settings (a pointer to the notification service), system authorization. */
export const SetupView = observer(function SetupView(_props: ViewProps) {
  const { t } = useT();
  const [tab, setTab] = useState<string>('general');
  return (
    <section aria-label={t('setup.title')} data-testid="setup-view">
      <Tabs id="setup-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
        <Tab id="general" title={t('setup.general')} panel={<GeneralSettingsForm />} data-testid="setup-tab-general" />
        <Tab id="notification" title={t('setup.notification')} panel={<NotificationSettingsPanel />} data-testid="setup-tab-notification" />
        <Tab id="authorization" title={t('setup.authorization')} panel={<AuthorizationPanel />} data-testid="setup-tab-authorization" />
      </Tabs>
    </section>
  );
});
