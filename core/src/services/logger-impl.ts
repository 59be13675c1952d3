import { injectable } from 'inversify';
import type { Logger } from '@tessera/sdk';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

function defaultLevel(): LogLevel {
  // Tests exercise failure paths on purpose; their logs would only bury the real output.
  const env = typeof process !== 'undefined' ? process.env : undefined;
  if (env?.VITEST || env?.NODE_ENV === 'test') return 'silent';
  try {
    const wanted = globalThis.localStorage?.getItem('tessera.log');
    if (wanted && wanted in ORDER) return wanted as LogLevel;
  } catch {
    /* storage unavailable: keep the default */
  }
  return 'info';
}

/** Console logger with named children (`[tessera.home] …`); the level is shared by the whole tree. */
@injectable()
export class LoggerImpl implements Logger {
  private readonly state: { level: LogLevel };
  private readonly prefix: string;

  constructor(name = 'tessera', state?: { level: LogLevel }) {
    this.prefix = `[${name}]`;
    this.state = state ?? { level: defaultLevel() };
  }

  get level(): LogLevel {
    return this.state.level;
  }

  set level(level: LogLevel) {
    this.state.level = level;
  }

  private emit(level: Exclude<LogLevel, 'silent'>, args: unknown[]): void {
    if (ORDER[level] < ORDER[this.state.level]) return;
    console[level](this.prefix, ...args);
  }

  debug(...args: unknown[]): void {
    this.emit('debug', args);
  }

  info(...args: unknown[]): void {
    this.emit('info', args);
  }

  warn(...args: unknown[]): void {
    this.emit('warn', args);
  }

  error(...args: unknown[]): void {
    this.emit('error', args);
  }

  child(name: string): Logger {
    return new LoggerImpl(name, this.state);
  }
}
