import { NonIdealState } from '@blueprintjs/core';
import { HttpClient, LoadState, SessionStore, useLoad, useService, useT, type ViewProps } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { notificationsApi } from '../api/notifications-api';
import { EmailServiceForm } from './email-service-form';
import { SERVICE } from './service-values';
import { SmsServiceForm } from './sms-service-form';
import { WebhookServiceForm } from './webhook-service-form';

/** Notification service configuration (SYS_ADMIN): e-mail, alarm SMS, verification-code SMS, webhook. */
export const ServiceView = observer(function ServiceView(_props: ViewProps) {
  const session = useService<SessionStore>(SessionStore);
  const { t } = useT();
  if (session.user?.authority !== 'SYS_ADMIN')
    return (
      <div data-testid="service-forbidden">
        <NonIdealState icon="lock" title={t('service.sysAdminOnly')} />
      </div>
    );
  return <ServiceForms />;
});

function ServiceForms() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const loaded = useLoad(() => notificationsApi.services(http), [http]);
  const rows = loaded.data;
  return (
    <section aria-label={t('service.title')} data-testid="service-view">
      <LoadState loading={loaded.loading} error={loaded.error} empty={!rows} onRetry={() => void loaded.reload()} testId="service">
        {rows && (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: 16 }}>
            <EmailServiceForm rows={rows} />
            <WebhookServiceForm rows={rows} />
            <SmsServiceForm rows={rows} type={SERVICE.SMS_ALARM} />
            <SmsServiceForm rows={rows} type={SERVICE.SMS_CODE} />
          </div>
        )}
      </LoadState>
    </section>
  );
}
