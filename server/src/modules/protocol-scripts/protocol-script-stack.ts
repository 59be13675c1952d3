/**
 * Composes protocol scripts: the routes, the shared sandbox, and the ingest hook that runs a device's uplink
 * script before decode. app.ts creates it after the device stack and closes it before the device stack.
 */
import type { AppContext } from '../../app-context';
import type { RouteDef } from '../../http/route';
import type { IngestPipeline } from '../../ingest/ingest-pipeline';
import { protocolScriptRoutes } from './routes';
import { ScriptSandbox } from './script-sandbox';
import { ProtocolScriptService } from './service';
import { UplinkScripts } from './uplink-scripts';

export interface ProtocolScriptStack {
  routes: RouteDef[];
  close(): Promise<void>;
}

export function createProtocolScriptStack(ctx: AppContext, pipeline: IngestPipeline): ProtocolScriptStack {
  const sandbox = new ScriptSandbox();
  const uplink = new UplinkScripts(ctx.db, sandbox);
  pipeline.setTransformer(uplink.transform);
  const service = new ProtocolScriptService(ctx, sandbox, (id) => uplink.invalidate(id));
  return {
    routes: protocolScriptRoutes(service),
    close: async () => {
      pipeline.setTransformer(null);
      await sandbox.close();
    },
  };
}
