import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';

export interface ConfirmDialogProps {
  message: string;
  title: string;
  confirmText: string;
  cancelText: string;
  intent?: 'primary' | 'danger' | 'warning';
  /** Called once with the answer; closing the dialog any other way (Esc, backdrop, ×) answers false. */
  onAnswer(ok: boolean): void;
}

/** The spec's confirmation: titled 提示 with 确定 / 取消 (texts come translated from the notifier). */
export function ConfirmDialog({ message, title, confirmText, cancelText, intent = 'primary', onAnswer }: ConfirmDialogProps) {
  const [open, setOpen] = useState(true);
  const answer = (ok: boolean) => {
    if (!open) return;
    setOpen(false);
    onAnswer(ok);
  };
  return (
    <Dialog isOpen={open} title={title} onClose={() => answer(false)} canOutsideClickClose={false} style={{ width: 420 }}>
      <DialogBody>{message}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText} onClick={() => answer(false)} />
            <Button text={confirmText} intent={intent as Intent} onClick={() => answer(true)} autoFocus />
          </>
        }
      />
    </Dialog>
  );
}
