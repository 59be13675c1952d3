/**
 * Delivers one outbox row through its channel with the service configuration of the moment (an admin may fix a
 * broken SMTP host between two attempts). A channel whose service is off fails the attempt, so it is retried.
 */
import type { AppContext } from '../../app-context';
import { unixSeconds } from '../../storage/database';
import type { NotificationOutboxTable } from '../../storage/schema';
import { sendMail } from './channels/email-sender';
import { smsProviderOf } from './channels/sms-provider';
import { postSigned } from './channels/webhook-post';
import type { NotificationConfigService } from './config-service';
import type { Deliver } from './outbox-worker';
import { parseGroupConfig } from './group-config';
import { NOTICE, type EmailConfig, type NoticeType, type ServiceConfig, type SmsConfig, type WebhookConfig } from './service-config';
import * as store from './store';

const SMS_VARIABLE_MAX = 35;

function formatTime(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, '');
}

export function createDeliver(ctx: AppContext, configs: NotificationConfigService): Deliver {
  const need = async <T extends ServiceConfig>(type: NoticeType, channel: string): Promise<T> => {
    const c = await configs.active<T>(type);
    if (!c) throw new Error(`the ${channel} service is not configured or not enabled`);
    return c;
  };

  /** The group's own webhook secret when the row targets the group's URL, else the service's. */
  const webhookSecret = async (row: NotificationOutboxTable): Promise<string> => {
    if (row.tenant_id && row.group_id) {
      const group = await store.findGroup(ctx.db, row.tenant_id, row.group_id);
      const own = group && parseGroupConfig(group.notification_config).webhook;
      if (own && own.payload_url === row.target) return own.secret;
    }
    const service = await configs.active<WebhookConfig>(NOTICE.WEBHOOK);
    return service && service.payload_url === row.target ? service.secret : '';
  };

  return async (row) => {
    switch (row.channel) {
      case 'email':
        return sendMail(await need<EmailConfig>(NOTICE.EMAIL, 'e-mail'), { to: row.target, subject: row.subject, text: row.content });
      case 'sms': {
        const config = await need<SmsConfig>(NOTICE.SMS_ALARM, 'SMS');
        const params = { level: row.source.slice(0, SMS_VARIABLE_MAX), name: row.subject.slice(0, SMS_VARIABLE_MAX), time: formatTime(row.created_ms) };
        return smsProviderOf(config, () => ctx.clock.now()).send({ phone: row.target, text: `${row.subject}: ${row.content}`, params });
      }
      case 'webhook':
        return postSigned(row.target, await webhookSecret(row), {
          // Stable across retries: a receiver can drop a delivery it already has.
          delivery_id: row.id,
          subject: row.subject,
          content: row.content,
          source: row.source,
          source_id: row.source_id,
          group_id: row.group_id,
          time: new Date(row.created_ms).toISOString(),
          // The ancestor's field names, for receivers written against it.
          alert_description: row.subject,
          alert_details: row.content,
          alert_time: new Date(row.created_ms).toISOString(),
        });
      case 'console':
        await store.insertUserNotice(ctx.db, {
          tenant_id: row.tenant_id,
          user_id: row.target,
          subject: row.subject,
          content: row.content,
          source: row.source,
          created_at: unixSeconds(row.created_ms),
        });
        return 'stored';
      default:
        throw new Error(`unknown channel ${row.channel}`);
    }
  };
}
