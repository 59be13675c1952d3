import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { HttpClient, Notifier, useLoad, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi, type Feedback } from '../api/mini-program-api';
import { StatusTag } from '../shared/status-tag';

/** One feedback in full (text, images, contact, device) with its reply; reply and close from here. */
export function FeedbackDialog({ feedback: f, onClose, onChanged }: { feedback: Feedback; onClose(): void; onChanged(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [reply, setReply] = useState(f.reply);
  const images = useLoad(() => (f.image_count ? miniApi.feedbackDetail(http, f.id).then((d) => d.images ?? []) : Promise.resolve([])), [f.id]);
  const [missing, setMissing] = useState(false);
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      notifier.success(t('common.editSuccess'));
      onChanged();
    } catch {
      /* shown by the http client */
    }
  };
  const send = () => (reply.trim() ? void act(() => miniApi.reply(http, f.id, reply.trim())) : setMissing(true));
  const closed = f.status === 'closed';
  return (
    <Dialog isOpen title={t('feedback.detail')} onClose={onClose} style={{ width: 'min(640px, 96vw)' }}>
      <DialogBody>
        <div data-testid="feedback-dialog">
          <p>
            <StatusTag status={f.status} /> <span className="bp6-text-muted">{new Date(f.created_at).toLocaleString()}</span>
          </p>
          <p style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-content">
            {f.content}
          </p>
          {!!images.data?.length && (
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }} data-testid="feedback-images">
              {images.data.map((src, i) => (
                <a key={i} href={src} target="_blank" rel="noreferrer">
                  <img src={src} alt={t('feedback.image', { index: i + 1 })} style={{ maxWidth: 160, maxHeight: 120 }} />
                </a>
              ))}
            </div>
          )}
          <p>{`${t('feedback.contact')}: ${f.contact || '—'} · ${t('feedback.device')}: ${f.device_name || '—'}`}</p>
          <FormGroup label={t('feedback.reply')} intent={missing ? 'danger' : 'none'} helperText={missing ? t('feedback.replyRequired') : undefined}>
            <TextArea
              fill
              rows={4}
              maxLength={2000}
              value={reply}
              disabled={closed}
              data-testid="feedback-reply"
              onChange={(e) => {
                setReply(e.target.value);
                setMissing(false);
              }}
            />
          </FormGroup>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {!closed && <Button text={t('feedback.close')} data-testid="feedback-close" onClick={() => void act(() => miniApi.closeFeedback(http, f.id))} />}
            {!closed && <Button intent="primary" text={t('feedback.send')} data-testid="feedback-send" onClick={send} />}
            {closed && <Button text={t('common.close')} onClick={onClose} />}
          </>
        }
      />
    </Dialog>
  );
}
