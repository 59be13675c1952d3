import type { ConfirmOptions, Notifier } from '../services/notifier';

export interface NotifierRecord {
  kind: 'success' | 'error' | 'warning' | 'info' | 'confirm';
  message: string;
  options?: ConfirmOptions;
}

/** Notifier for tests: records every toast and confirmation; `confirmAnswer` decides what confirm() resolves. */
export class RecordingNotifier implements Notifier {
  readonly records: NotifierRecord[] = [];
  /** true = the user clicks 确定, false = 取消; a function decides per message. */
  confirmAnswer: boolean | ((message: string, options?: ConfirmOptions) => boolean) = true;

  success(message: string) {
    this.records.push({ kind: 'success', message });
  }
  error(message: string) {
    this.records.push({ kind: 'error', message });
  }
  warning(message: string) {
    this.records.push({ kind: 'warning', message });
  }
  info(message: string) {
    this.records.push({ kind: 'info', message });
  }

  async confirm(message: string, options?: ConfirmOptions): Promise<boolean> {
    this.records.push({ kind: 'confirm', message, options });
    return typeof this.confirmAnswer === 'function' ? this.confirmAnswer(message, options) : this.confirmAnswer;
  }

  /** Messages of one kind, oldest first, e.g. `notifier.messages('error')`. */
  messages(kind: NotifierRecord['kind']): string[] {
    return this.records.filter((r) => r.kind === kind).map((r) => r.message);
  }
}
