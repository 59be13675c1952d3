/**
 * The calls third parties make with an open-API app's key (`/api/openapi/v1/...`): each admits the request
 * (request-check.ts), checks the app's API and device scope, then answers through the same telemetry, command,
 * device and alert services the console uses, in the app's tenant.
 */
import type { AppContext } from '../../app-context';
import { unauthorizedError, validationError } from '../../http/envelope';
import type { PageRequest } from '../../http/pagination';
import type { Caller, RequestContext } from '../../http/route';
import { fill } from '../../i18n/localized-text';
import type { AlertService } from '../alerts/service';
import type { CommandService } from '../commands/service';
import type { DeviceService } from '../devices/device-service';
import type { Scope } from '../devices/scope';
import type { TelemetryService } from '../telemetry/service';
import { GATEWAY_MSG, OPENAPI_INPUT_MSG } from './messages';
import { admit, type Credential } from './request-check';
import type { SecretBox } from './secret-box';
import type { RateCounter } from './rate-counter';
import * as store from './store';
import type { OpenApiAppTable } from './tables';

export interface OpenApiDeps {
  telemetry: TelemetryService;
  commands: CommandService;
  devices: DeviceService;
  /** Absent until the automation stack exists. */
  alerts: () => AlertService | undefined;
}

interface Admitted {
  app: OpenApiAppTable;
  scope: Scope;
  devices: Set<string> | null;
}

export class OpenApiService {
  constructor(
    private readonly ctx: AppContext,
    private readonly box: () => Promise<SecretBox>,
    private readonly deps: OpenApiDeps,
    private readonly counter: RateCounter,
  ) {}

  /** Admission, then the API scope; the scope acts as the app's tenant with a synthetic caller named after the app. */
  private async admit(rctx: RequestContext, api: string): Promise<Admitted> {
    const cred = await admit<Credential & { app: OpenApiAppTable }>(rctx, this.ctx.clock.now(), this.counter, async (key) => {
      const app = await store.appByKey(this.ctx.db, key);
      if (!app) return undefined;
      return {
        id: `app:${app.id}`,
        app,
        secret: async () => (await this.box()).open(app.secret_box),
        signature_mode: app.signature_mode,
        ip_whitelist: app.ip_whitelist,
        timestamp_window: app.timestamp_window,
        rate_limit: app.rate_limit,
      };
    });
    const app = cred.app;
    if (app.api_access_scope === '2' && !(JSON.parse(app.api_ids) as string[]).includes(api)) {
      throw unauthorizedError(fill(GATEWAY_MSG.noApiScope, { api: `/api/openapi/v1/${api}` }));
    }
    const caller: Caller = {
      id: `openapi:${app.id}`,
      email: `openapi:${app.app_key}`,
      name: app.name,
      authority: 'TENANT_ADMIN',
      tenant_id: app.tenant_id,
      jti: '',
    };
    // The operation log names the app for the calls that change something (a command send).
    rctx.actor = { id: caller.id, email: caller.email, tenant_id: app.tenant_id };
    const devices = app.device_access_scope === '2' ? new Set(JSON.parse(app.device_ids) as string[]) : null;
    return { app, scope: { tenantId: app.tenant_id, caller }, devices };
  }

  private static device(a: Admitted, id: string | undefined): string {
    if (id === undefined) throw validationError(OPENAPI_INPUT_MSG.deviceRequired);
    if (a.devices && !a.devices.has(id)) throw unauthorizedError(fill(GATEWAY_MSG.noDeviceScope, { id }));
    return id;
  }

  async current(rctx: RequestContext, b: { device_id: string; keys?: string[] }) {
    const a = await this.admit(rctx, 'kv/current/symbol');
    return this.deps.telemetry.current(a.scope, OpenApiService.device(a, b.device_id), b.keys);
  }

  async history(rctx: RequestContext, b: { device_id: string; key: string; start_time: number; end_time: number; page?: number; page_records?: number }) {
    const a = await this.admit(rctx, 'kv/device/history');
    OpenApiService.device(a, b.device_id);
    return this.deps.telemetry.historyData(a.scope, b);
  }

  async status(rctx: RequestContext, b: { device_id_list: string[] }) {
    const a = await this.admit(rctx, 'device/status');
    for (const id of b.device_id_list) OpenApiService.device(a, id);
    return this.deps.devices.status(a.scope, b.device_id_list);
  }

  async onlineCount(rctx: RequestContext) {
    const a = await this.admit(rctx, 'device/deviceCountOnlineCount');
    const all = await store.allDeviceIds(this.ctx.db, a.scope.tenantId);
    const ids = a.devices ? all.filter((d) => a.devices!.has(d)) : all;
    const status = await this.deps.devices.status(a.scope, ids);
    return { device_total: ids.length, device_on: Object.values(status).filter((v) => v === '1').length };
  }

  async sendCommand(
    rctx: RequestContext,
    b: { device_id: string; command_identifier: string; command_data?: string | object; command_name?: string; desc?: string },
  ) {
    const a = await this.admit(rctx, 'device/command/send');
    OpenApiService.device(a, b.device_id);
    return this.deps.commands.sendFromRequest(a.scope, b);
  }

  async commandHistory(rctx: RequestContext, b: PageRequest & { device_id: string }) {
    const a = await this.admit(rctx, 'device/command/history/list');
    OpenApiService.device(a, b.device_id);
    return this.deps.commands.commandHistory(a.scope, b);
  }

  async eventHistory(rctx: RequestContext, b: PageRequest & { device_id: string }) {
    const a = await this.admit(rctx, 'device/event/history/list');
    OpenApiService.device(a, b.device_id);
    return this.deps.commands.eventHistory(a.scope, b);
  }

  async alarms(rctx: RequestContext, b: PageRequest & { device_id?: string; processing_result?: string; start_time?: number; end_time?: number }) {
    const a = await this.admit(rctx, 'warning/view');
    if (a.devices || b.device_id !== undefined) OpenApiService.device(a, b.device_id);
    const alerts = this.deps.alerts();
    if (!alerts) return { current_page: 1, per_page: 0, total: 0, data: [] };
    return alerts.list(a.scope, b);
  }
}
