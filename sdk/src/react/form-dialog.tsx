import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useT } from './hooks';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  saving: boolean;
  onClose(): void;
  onSubmit(): void;
  testId: string;
  children: ReactNode;
  width?: number;
}

/**
 * A dialog around a form: 取消 closes it, 确定 submits. It never closes itself on submit: the caller closes it
 * after the server said yes, so a server error leaves the input as typed.
 */
export function FormDialog({ isOpen, title, saving, onClose, onSubmit, testId, children, width = 560 }: FormDialogProps) {
  const { t } = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    // Blueprint's Dialog drops unknown props such as data-testid, so the id goes on the form it wraps.
    <Dialog isOpen={isOpen} title={title} onClose={onClose} style={{ width }} canOutsideClickClose={false}>
      <form onSubmit={submit} noValidate aria-label={title} data-testid={testId}>
        <DialogBody>{children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} data-testid={`${testId}-cancel`} />
              <Button type="submit" intent="primary" text={t('common.confirm')} loading={saving} data-testid={`${testId}-submit`} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
