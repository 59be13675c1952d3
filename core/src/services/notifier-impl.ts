import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { inject, injectable } from 'inversify';
import { Intent, type Toaster } from '@blueprintjs/core';
import { I18nService, type ConfirmOptions, type Notifier } from '@tessera/sdk';
import { ConfirmDialog } from './confirm-dialog';

/** How long the closing animation of the dialog may run before its root is removed. */
const DIALOG_TEARDOWN_MS = 400;

/**
 * Blueprint toasts and the spec's confirmation dialog. Self-contained: the toaster and each dialog render into their
 * own roots on document.body, so services and extensions can notify without any host component mounted.
 */
@injectable()
export class NotifierImpl implements Notifier {
  private toaster: Promise<Toaster> | undefined;

  constructor(@inject(I18nService) private readonly i18n: I18nService) {}

  private getToaster(): Promise<Toaster> {
    // Created, and its code loaded, on first use: the login page should not pay for a toaster it may never show.
    this.toaster ??= import('./create-toaster').then((m) => m.createToaster());
    return this.toaster;
  }

  private show(message: string, intent: Intent): void {
    if (!message || typeof document === 'undefined') return;
    void this.getToaster().then((t) => t.show({ message, intent, timeout: 3000 }));
  }

  success(message: string): void {
    this.show(message, Intent.SUCCESS);
  }

  error(message: string): void {
    this.show(message, Intent.DANGER);
  }

  warning(message: string): void {
    this.show(message, Intent.WARNING);
  }

  info(message: string): void {
    this.show(message, Intent.PRIMARY);
  }

  confirm(message: string, options: ConfirmOptions = {}): Promise<boolean> {
    if (typeof document === 'undefined') return Promise.resolve(false);
    const host = document.createElement('div');
    host.className = 'tessera-confirm-root';
    document.body.appendChild(host);
    const root = createRoot(host);
    return new Promise<boolean>((resolve) => {
      const onAnswer = (ok: boolean) => {
        resolve(ok);
        setTimeout(() => {
          root.unmount();
          host.remove();
        }, DIALOG_TEARDOWN_MS);
      };
      root.render(
        createElement(ConfirmDialog, {
          message,
          title: options.title ?? this.i18n.t('common.tip'),
          confirmText: options.confirmText ?? this.i18n.t('common.confirm'),
          cancelText: options.cancelText ?? this.i18n.t('common.cancel'),
          intent: options.intent,
          onAnswer,
        }),
      );
    });
  }
}
