import { Button, ButtonGroup, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { useRef, useState } from 'react';
import { miniApi, type Audience, type Notice, type NoticeSave } from '../api/mini-program-api';
import { RichText } from '../shared/rich-text';

const WRAP = {
  bold: ['<b>', '</b>'],
  italic: ['<i>', '</i>'],
  underline: ['<u>', '</u>'],
  paragraph: ['<p>', '</p>'],
  list: ['<ul><li>', '</li></ul>'],
} as const;
type Wrap = keyof typeof WRAP;

/** Writes a notice: title, audience and rich text (formatting buttons wrap the selection; a live, sanitized preview). */
export function NoticeDialog({ siteId, notice, onClose, onSaved }: { siteId: string; notice: Notice | null; onClose(): void; onSaved(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [v, setV] = useState<NoticeSave>(
    notice
      ? { id: notice.id, title: notice.title, content: notice.content, audience: notice.audience }
      : { site_id: siteId, title: '', content: '', audience: 'site' },
  );
  const [errors, setErrors] = useState({ title: false, content: false });
  const area = useRef<HTMLTextAreaElement>(null);

  const wrap = (kind: Wrap) => {
    const el = area.current;
    const [open, close] = WRAP[kind];
    const from = el?.selectionStart ?? v.content.length;
    const to = el?.selectionEnd ?? v.content.length;
    setV({ ...v, content: v.content.slice(0, from) + open + v.content.slice(from, to) + close + v.content.slice(to) });
  };
  const save = async () => {
    const bad = { title: !v.title.trim(), content: !v.content.trim() };
    setErrors(bad);
    if (bad.title || bad.content) return;
    try {
      await miniApi.saveNotice(http, { ...v, title: v.title.trim() });
      notifier.success(t(notice ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
    } catch {
      /* shown by the http client */
    }
  };
  return (
    <Dialog isOpen title={t(notice ? 'notice.edit' : 'notice.add')} onClose={onClose} style={{ width: 'min(720px, 96vw)' }}>
      <DialogBody>
        <FormGroup label={t('notice.titleField')} intent={errors.title ? 'danger' : 'none'} helperText={errors.title ? t('notice.titleRequired') : undefined}>
          <InputGroup value={v.title} maxLength={200} data-testid="notice-title" onChange={(e) => setV({ ...v, title: e.target.value })} />
        </FormGroup>
        <FormGroup label={t('notice.audience')} helperText={t('notice.audienceHint')}>
          <HTMLSelect value={v.audience} data-testid="notice-audience" onChange={(e) => setV({ ...v, audience: e.target.value as Audience })}>
            <option value="site">{t('notice.audience_site')}</option>
            <option value="all">{t('notice.audience_all')}</option>
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label={t('notice.content')}
          intent={errors.content ? 'danger' : 'none'}
          helperText={errors.content ? t('notice.contentRequired') : t('notice.contentHint')}
        >
          <ButtonGroup style={{ marginBottom: 4 }}>
            {(Object.keys(WRAP) as Wrap[]).map((k) => (
              <Button key={k} size="small" text={t(`notice.format_${k}`)} data-testid={`notice-format-${k}`} onClick={() => wrap(k)} />
            ))}
          </ButtonGroup>
          <TextArea
            inputRef={area}
            fill
            rows={8}
            maxLength={100_000}
            value={v.content}
            data-testid="notice-content"
            onChange={(e) => setV({ ...v, content: e.target.value })}
          />
        </FormGroup>
        <FormGroup label={t('notice.preview')}>
          <div style={{ border: '1px solid rgba(128,128,128,.3)', padding: 8, minHeight: 48 }}>
            <RichText html={v.content} testId="notice-preview" />
          </div>
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('common.save')} data-testid="notice-save" onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
