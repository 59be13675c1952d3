/** `npm run admin -- <command>`: offline administration (see admin-commands.ts). Exit 1 with one line on error. */
import { AdminCommandError, runAdminCommand } from './admin-commands';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';

async function main(): Promise<void> {
  const config = loadConfig();
  const out = await runAdminCommand(process.argv.slice(2), config, createLogger('warn'));
  process.stdout.write(`${out}\n`);
}

main().then(
  () => process.exit(0),
  (err) => {
    const known = err instanceof ConfigError || err instanceof AdminCommandError;
    process.stderr.write(`tessera admin: ${known ? err.message : ((err as Error).stack ?? String(err))}\n`);
    process.exit(1);
  },
);
