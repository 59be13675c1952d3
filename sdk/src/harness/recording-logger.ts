import type { Logger } from '../services/logger';

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  name: string;
  args: unknown[];
}

/** A Logger that writes nothing to the console and keeps every line (shared by its children). */
export class RecordingLogger implements Logger {
  constructor(
    readonly lines: LogLine[] = [],
    private readonly name = '',
  ) {}

  debug(...args: unknown[]) {
    this.lines.push({ level: 'debug', name: this.name, args });
  }
  info(...args: unknown[]) {
    this.lines.push({ level: 'info', name: this.name, args });
  }
  warn(...args: unknown[]) {
    this.lines.push({ level: 'warn', name: this.name, args });
  }
  error(...args: unknown[]) {
    this.lines.push({ level: 'error', name: this.name, args });
  }
  child(name: string): Logger {
    return new RecordingLogger(this.lines, this.name ? `${this.name}:${name}` : name);
  }
}
