export interface ConfirmOptions {
  /** Defaults to the spec's 提示 (translated). */
  title?: string;
  confirmText?: string;
  cancelText?: string;
  intent?: 'primary' | 'danger' | 'warning';
}

/** Toasts and confirmation dialogs (the spec's error catalogue). */
export const Notifier = Symbol.for('tessera.core.Notifier');
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
  info(message: string): void;
  /** Resolves true on 确定, false on 取消. */
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>;
}
