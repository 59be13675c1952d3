import { FormGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, useServerApi, useSubmit, useT } from '@tessera/sdk';
import { useState } from 'react';

export interface HandleDialogProps {
  /** The alerts to handle, and how: '1' processed, '2' ignored. */
  ids: string[];
  result: '1' | '2';
  onClose(): void;
  onDone(): void;
}

/** Handle or ignore one or many alerts with a note; the server records who and when. */
export function HandleDialog({ ids, result, onClose, onDone }: HandleDialogProps) {
  const { t } = useT();
  const api = useServerApi();
  const [note, setNote] = useState('');
  const submit = useSubmit();
  const save = async () => {
    const ok = await submit.run(() => api.alarms.handle(ids, result, note));
    if (ok) onDone();
  };
  return (
    <FormDialog
      isOpen
      title={t(result === '1' ? 'handle.processTitle' : 'handle.ignoreTitle', { count: ids.length })}
      saving={submit.saving}
      onClose={onClose}
      onSubmit={() => void save()}
      testId="alert-handle"
    >
      <FormGroup label={t('handle.note')} labelFor="alert-note">
        <TextArea id="alert-note" fill value={note} maxLength={1000} onChange={(e) => setNote(e.currentTarget.value)} data-testid="alert-handle-note" />
      </FormGroup>
    </FormDialog>
  );
}
