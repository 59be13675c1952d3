import { Switch } from '@blueprintjs/core';
import type { WidgetEditorProps } from '@tessera/sdk';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import { TextField } from '../common/text-field';
import type { VideoConfig } from './video-config';

export function VideoEditor({ config, onChange, errors }: WidgetEditorProps<VideoConfig>) {
  const t = useWidgetT();
  const s = config.series;
  const set = (patch: Partial<VideoConfig['series']>) => onChange({ ...config, series: { ...s, ...patch } });
  const binding = (
    <>
      <TextField label={t('editor.name')} name="name" value={config.name} onChange={(name) => onChange({ ...config, name })} error={fieldError(errors, Msg.nameEmptyAscii)} />
      <TextField label={t('video.src')} name="src" value={s.src} placeholder="https://" onChange={(src) => set({ src })} />
      <Switch label={t('video.autoplay')} checked={s.autoplay} onChange={(e) => set({ autoplay: (e.target as HTMLInputElement).checked })} />
      <Switch label={t('video.muted')} checked={s.muted} onChange={(e) => set({ muted: (e.target as HTMLInputElement).checked })} />
    </>
  );
  return <EditorTabs binding={binding} ui={<StyleFields config={config} onChange={onChange} />} />;
}
