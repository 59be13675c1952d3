import { Switch } from '@blueprintjs/core';
import { TextField, type WidgetEditorProps } from '@tessera/sdk';
import { configForm } from '../common/config-form';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import type { VideoConfig } from './video-config';

export function VideoEditor({ config, onChange, errors }: WidgetEditorProps<VideoConfig>) {
  const t = useWidgetT();
  const s = config.series;
  const set = (patch: Partial<VideoConfig['series']>) => onChange({ ...config, series: { ...s, ...patch } });
  const nameForm = configForm({ name: config.name }, { name: fieldError(errors, Msg.nameEmptyAscii) }, (p) => onChange({ ...config, ...p }));
  const srcForm = configForm({ src: s.src }, {}, (p) => set(p));
  const binding = (
    <>
      <TextField form={nameForm} name="name" label={t('editor.name')} testId="chart-name" />
      <TextField form={srcForm} name="src" label={t('video.src')} placeholder="https://" testId="video" />
      <Switch label={t('video.autoplay')} checked={s.autoplay} onChange={(e) => set({ autoplay: (e.target as HTMLInputElement).checked })} />
      <Switch label={t('video.muted')} checked={s.muted} onChange={(e) => set({ muted: (e.target as HTMLInputElement).checked })} />
    </>
  );
  return <EditorTabs binding={binding} ui={<StyleFields config={config} onChange={onChange} />} />;
}
