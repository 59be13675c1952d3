/** A small levelled logger writing one line per event (no dependency, bundles cleanly). */
import type { LogLevel } from './config';

const ORDER: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface ServerLogger {
  error(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  debug(msg: string, extra?: unknown): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l + '\n')): ServerLogger {
  const at = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, extra?: unknown) => {
    if (ORDER[lvl] > ORDER[level]) return;
    const tail = extra === undefined ? '' : ' ' + (extra instanceof Error ? extra.stack ?? extra.message : JSON.stringify(extra));
    write(`${new Date().toISOString()} ${lvl.toUpperCase().padEnd(5)} ${msg}${tail}`);
  };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}
