/** What every module gets: configuration, logger, database, clock and the edge services. */
import type { Config } from './config';
import type { ServerLogger } from './logger';
import type { Db } from './storage/database';

export interface Clock {
  /** Milliseconds since the epoch. Tests pass a controllable clock to expire tokens and captchas. */
  now(): number;
}

/** The SMS edge. With none configured, codes go to the server log and the reply says so. */
export interface SmsSender {
  send(phoneNumber: string, text: string): Promise<void>;
  /** False while the sender has no provider to use (then codes go to the log); absent = always ready. */
  configured?(): Promise<boolean>;
}

export interface AppContext {
  config: Config;
  log: ServerLogger;
  db: Db;
  clock: Clock;
  sms?: SmsSender;
}

export const systemClock: Clock = { now: () => Date.now() };
