/**
 * `node dist/server/main.mjs`: read the configuration, start the server (console at `/`, API at `/api`), stop
 * gracefully on SIGINT/SIGTERM. Configuration errors print one line naming the variable and exit 1.
 */
import { createServer } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await createServer(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.ctx.log.info(`${signal} received: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.stdout.write(`Tessera is running at ${server.url}\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError) process.stderr.write(`Tessera cannot start: ${err.message}\n`);
  else process.stderr.write(`Tessera cannot start: ${(err as Error).message ?? String(err)}\n`);
  process.exit(1);
});
