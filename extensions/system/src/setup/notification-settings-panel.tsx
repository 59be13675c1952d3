import { AnchorButton, Callout } from '@blueprintjs/core';
import { RouteService, useService, useT } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';

/** The notification extension's page where e-mail, SMS and webhook channels are configured. */
export const NOTIFICATION_SERVICE_VIEW = '/pages/notifications/service';

/**
 * Notification settings live in one place, the notification service configuration, which is what sending uses;
 * this tab says so and links there when the user's menu has that page (SYS_ADMIN).
 */
export const NotificationSettingsPanel = observer(function NotificationSettingsPanel() {
  const { t } = useT();
  const routes = useService<RouteService>(RouteService);
  const target = routes.routes.find((r) => r.viewPath === NOTIFICATION_SERVICE_VIEW);
  return (
    <Callout intent="primary" icon="envelope" title={t('setup.notification')} data-testid="setup-notification">
      <p>{t('setup.notificationWhere')}</p>
      {target ? (
        <AnchorButton
          href={target.path}
          icon="share"
          text={t('setup.openNotificationService')}
          data-testid="setup-notification-link"
          onClick={(e) => {
            e.preventDefault();
            void routes.navigate(target.path);
          }}
        />
      ) : (
        <p data-testid="setup-notification-admin-only">{t('setup.notificationAdminOnly')}</p>
      )}
    </Callout>
  );
});
