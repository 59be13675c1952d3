export const Logger = Symbol.for('tessera.core.Logger');
export interface Logger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  /** A logger whose lines are prefixed with the given name (the extension id, a service name). */
  child(name: string): Logger;
}
