/**
 * Composes protocol scripts: the routes, the shared sandbox, the ingest hook that runs a device's uplink script
 * before decode and the command hook that runs its downlink script before publish. app.ts creates it after the
 * device stack and closes it after the device stack has flushed ingest.
 */
import type { AppContext } from '../../app-context';
import type { RouteDef } from '../../http/route';
import type { IngestPipeline } from '../../ingest/ingest-pipeline';
import type { CommandService } from '../commands/service';
import { DeviceScripts } from './device-scripts';
import { protocolScriptRoutes } from './routes';
import { ScriptSandbox } from './script-sandbox';
import { ProtocolScriptService } from './service';

export interface ProtocolScriptStack {
  routes: RouteDef[];
  /** The server's one script sandbox (forwarding transforms run in it too). */
  sandbox: ScriptSandbox;
  close(): Promise<void>;
}

export function createProtocolScriptStack(ctx: AppContext, pipeline: IngestPipeline, commands: CommandService): ProtocolScriptStack {
  const sandbox = new ScriptSandbox();
  const scripts = new DeviceScripts(ctx.db, sandbox);
  pipeline.setTransformer(scripts.uplink);
  commands.setEncoder(scripts.downlink);
  const service = new ProtocolScriptService(ctx, sandbox, (id) => scripts.invalidate(id));
  return {
    routes: protocolScriptRoutes(service),
    sandbox,
    close: async () => {
      pipeline.setTransformer(null);
      commands.setEncoder(null);
      await sandbox.close();
    },
  };
}
