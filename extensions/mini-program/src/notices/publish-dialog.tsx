import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi, type Notice } from '../api/mini-program-api';

/** Publish now, or from a local date and time. */
export function PublishDialog({ notice, onClose, onDone }: { notice: Notice; onClose(): void; onDone(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const atMs = at ? new Date(at).getTime() : NaN;
  const bad = when === 'later' && !(atMs > Date.now());
  const publish = async () => {
    if (bad) return;
    try {
      await miniApi.publishNotice(http, notice.id, true, when === 'later' ? atMs : undefined);
      notifier.success(t('notice.publishedOk'));
      onDone();
    } catch {
      /* shown by the http client */
    }
  };
  return (
    <Dialog isOpen title={t('notice.publish')} onClose={onClose} style={{ width: 'min(440px, 96vw)' }}>
      <DialogBody>
        <p>{notice.title}</p>
        <RadioGroup selectedValue={when} onChange={(e) => setWhen(e.currentTarget.value as 'now' | 'later')}>
          <Radio value="now" label={t('notice.now')} data-testid="publish-now" />
          <Radio value="later" label={t('notice.later')} data-testid="publish-later" />
        </RadioGroup>
        {when === 'later' && (
          <FormGroup label={t('notice.publishAt')} intent={bad && at ? 'danger' : 'none'} helperText={bad && at ? t('notice.futureTime') : undefined}>
            <InputGroup type="datetime-local" value={at} data-testid="publish-at" onChange={(e) => setAt(e.target.value)} />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('notice.publish')} disabled={bad} data-testid="publish-confirm" onClick={() => void publish()} />
          </>
        }
      />
    </Dialog>
  );
}
