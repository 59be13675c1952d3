/** Home page data: server time, totals, resource usage and its history, and the device "show" card. */
import type { AppContext } from '../../app-context';
import { businessError } from '../../http/envelope';
import type { RequestContext } from '../../http/route';
import { callerOf } from '../../http/route';
import { mqttPublicEndpoint } from '../../mqtt/public-endpoint';
import { withinSites } from '../sites/access';
import type { ResourceSampler } from './sampler';
import { countDevices, findDeviceOf, messageCount } from './store';
import { COMMON_TEXT } from '../../i18n/messages';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export class HomeService {
  /** `brokerPort`: the port the embedded broker listens on (the configured one may be 0). */
  constructor(
    private readonly ctx: AppContext,
    private readonly sampler: ResourceSampler,
    private readonly brokerPort: () => number | undefined = () => undefined,
  ) {}

  time() {
    const now = this.ctx.clock.now();
    return { systime: formatDateTime(now), timestamp: now };
  }

  async totals(rctx: RequestContext) {
    const caller = callerOf(rctx);
    const { cpu, mem } = this.sampler.latest();
    return {
      cpu_usage: cpu,
      mem_usage: mem,
      device: await countDevices(this.ctx.db, caller.tenant_id, rctx.siteIds),
      msg: await messageCount(this.ctx.db, caller.tenant_id),
    };
  }

  chart() {
    return { cpu: [...this.sampler.cpu], mem: [...this.sampler.mem] };
  }

  /** A device of the caller's tenant with the MQTT connection hints of the contract (`/index/show`). */
  async show(rctx: RequestContext, did: string) {
    const caller = callerOf(rctx);
    const device = await findDeviceOf(this.ctx.db, caller.tenant_id, did);
    if (!device || !withinSites(rctx.siteIds, device.site_id)) throw businessError(COMMON_TEXT.deviceNotFound);
    const { host, port } = mqttPublicEndpoint(this.ctx.config, this.brokerPort());
    return { ...device, publish: 'device/attributes', subscribe: 'device/attributes', host, port: String(port) };
  }
}
