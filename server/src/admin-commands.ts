/**
 * Offline administration on the data dir / database the server would use (same TESSERA_* variables):
 * `reset-password <email>` gives the account a new one-time password (changed at first login), ends its sessions
 * and returns the password to print once.
 */
import net from 'node:net';
import { systemClock, type AppContext } from './app-context';
import type { Config } from './config';
import { openEventBus } from './events/open-event-bus';
import type { ServerLogger } from './logger';
import { TokenService, loadJwtSecret } from './modules/auth/token-service';
import { setOneTimePassword } from './modules/users/one-time-password';
import { findUserByEmail } from './modules/users/store';
import { openStorage } from './storage/database';

export class AdminCommandError extends Error {}

export const ADMIN_USAGE = 'usage: npm run admin -- reset-password <email>';

/** Whether something answers on the server's HTTP port (a running server holds the embedded database). */
function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function resetPassword(config: Config, log: ServerLogger, email: string): Promise<string> {
  // The embedded database allows one process: writing it under a running server would corrupt it.
  if (!config.databaseUrl && config.httpPort !== 0 && (await portAnswers(config.host, config.httpPort))) {
    throw new AdminCommandError(`a server is running on ${config.host}:${config.httpPort} with the embedded database: stop it first`);
  }
  const storage = await openStorage(config, log);
  try {
    const ctx: AppContext = { config, log, db: storage.db, clock: systemClock };
    const user = await findUserByEmail(ctx.db, email.trim());
    if (!user) throw new AdminCommandError(`no account with the e-mail ${email}`);
    const password = await setOneTimePassword(ctx, user.id);
    // On PostgreSQL the revocation also reaches the running servers, which close the account's sockets.
    const bus = await openEventBus(config, storage.db, log);
    try {
      await new TokenService(ctx, await loadJwtSecret(ctx), bus).revokeAll(user.id);
    } finally {
      await bus.close();
    }
    return password;
  } finally {
    await storage.close();
  }
}

/** Runs one command line; returns what to print. */
export async function runAdminCommand(args: string[], config: Config, log: ServerLogger): Promise<string> {
  const [command, email, ...rest] = args;
  if (command !== 'reset-password' || !email || rest.length) throw new AdminCommandError(ADMIN_USAGE);
  const password = await resetPassword(config, log, email);
  return [
    `New one-time password for ${email.trim().toLowerCase()}: ${password}`,
    'It is shown only this once; the account must change it at its next login. Its open sessions have ended.',
  ].join('\n');
}
