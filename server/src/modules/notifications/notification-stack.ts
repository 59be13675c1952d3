/**
 * Builds the notifications module: the group service (the `Notifier` other areas are given), the service
 * configuration, the outbox worker and the routes. `start()` after listen, `close()` before storage closes.
 */
import type { AppContext, SmsSender } from '../../app-context';
import type { RouteDef } from '../../http/route';
import { NotificationConfigService } from './config-service';
import { createDeliver } from './delivery';
import { DEFAULT_RETRY_POLICY, OutboxWorker, type RetryPolicy } from './outbox-worker';
import { notificationRoutes } from './routes';
import { NotificationService } from './service';

export interface NotificationStack {
  /** Implements `Notifier`: hand it to the areas that raise notices. */
  service: NotificationService;
  routes: RouteDef[];
  /** The configured verification-code SMS provider, as the server's SMS edge. */
  captchaSms: SmsSender;
  start(): void;
  close(): Promise<void>;
}

export function createNotificationStack(ctx: AppContext, policy: RetryPolicy = DEFAULT_RETRY_POLICY): NotificationStack {
  const configs = new NotificationConfigService(ctx);
  const service = new NotificationService(ctx);
  const worker = new OutboxWorker(ctx, createDeliver(ctx, configs), policy);
  service.attach(worker);
  return {
    service,
    routes: notificationRoutes(service, configs),
    captchaSms: configs.captchaSms(),
    start: () => worker.start(),
    close: () => worker.close(),
  };
}
