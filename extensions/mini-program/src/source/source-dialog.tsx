import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, NumericInput, Switch } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi, type Source, type SourceKind, type SourceSave } from '../api/mini-program-api';
import { ImageInput } from '../shared/image-input';

/** The server's limit of a media image (decoded bytes). */
export const SOURCE_IMAGE_MAX = 1024 * 1024;
const LINK = /^(https?:\/\/|\/)/i;

/** Adds or edits one banner or guide. */
export function SourceDialog({ siteId, source, onClose, onSaved }: { siteId: string; source: Source | null; onClose(): void; onSaved(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [v, setV] = useState<SourceSave>(
    source ? { ...source } : { site_id: siteId, kind: 'banner', title: '', image: '', link: '', sort: 0, published: false },
  );
  const [errors, setErrors] = useState({ title: false, link: false });
  const set = <K extends keyof SourceSave>(k: K, value: SourceSave[K]) => setV({ ...v, [k]: value });

  const save = async () => {
    const bad = { title: !v.title.trim(), link: !!v.link && !LINK.test(v.link) };
    setErrors(bad);
    if (bad.title || bad.link) return;
    try {
      await miniApi.saveSource(http, { ...v, title: v.title.trim() });
      notifier.success(t(source ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
    } catch {
      /* shown by the http client */
    }
  };
  return (
    <Dialog isOpen title={t(source ? 'source.edit' : 'source.add')} onClose={onClose} style={{ width: 'min(560px, 96vw)' }}>
      <DialogBody>
        <FormGroup label={t('source.kind')}>
          <HTMLSelect value={v.kind} data-testid="source-kind" onChange={(e) => set('kind', e.target.value as SourceKind)}>
            <option value="banner">{t('source.kind_banner')}</option>
            <option value="guide">{t('source.kind_guide')}</option>
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('source.titleField')} intent={errors.title ? 'danger' : 'none'} helperText={errors.title ? t('source.titleRequired') : undefined}>
          <InputGroup value={v.title} maxLength={100} data-testid="source-title" onChange={(e) => set('title', e.target.value)} />
        </FormGroup>
        <FormGroup label={t('source.image')} helperText={t('source.imageHint', { max: SOURCE_IMAGE_MAX / 1024 })}>
          <ImageInput value={v.image} maxBytes={SOURCE_IMAGE_MAX} testId="source-image" onChange={(img) => set('image', img)} />
        </FormGroup>
        <FormGroup label={t('source.link')} intent={errors.link ? 'danger' : 'none'} helperText={errors.link ? t('source.badLink') : undefined}>
          <InputGroup value={v.link} maxLength={1024} placeholder="https://" data-testid="source-link" onChange={(e) => set('link', e.target.value)} />
        </FormGroup>
        <FormGroup label={t('source.order')}>
          <NumericInput value={v.sort} min={-100000} max={100000} data-testid="source-sort" onValueChange={(n) => set('sort', Number.isFinite(n) ? n : 0)} />
        </FormGroup>
        <Switch checked={v.published} label={t('source.published')} data-testid="source-published" onChange={() => set('published', !v.published)} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('common.save')} data-testid="source-save" onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
