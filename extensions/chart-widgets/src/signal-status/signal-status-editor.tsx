import type { WidgetEditorProps } from '@tessera/sdk';
import { DataSourceSelect } from '../common/data-source-select';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import { TextField } from '../common/text-field';
import type { SignalStatusConfig } from './signal-status-config';

export function SignalStatusEditor({ config, dataSources, onChange, errors }: WidgetEditorProps<SignalStatusConfig>) {
  const t = useWidgetT();
  const s = config.series;
  const set = (patch: Partial<SignalStatusConfig['series']>) => onChange({ ...config, series: { ...s, ...patch } });
  const binding = (
    <>
      <TextField label={t('editor.name')} name="name" value={config.name} onChange={(name) => onChange({ ...config, name })} error={fieldError(errors, Msg.nameEmpty)} />
      <DataSourceSelect value={config.mapping[0]} dataSources={dataSources} onChange={(n) => onChange({ ...config, mapping: n ? [n] : [] })} error={fieldError(errors, Msg.sourceEmpty)} />
      <TextField label={t('signalStatus.on')} value={s.on} onChange={(on) => set({ on })} />
      <TextField label={t('signalStatus.onLabel')} value={s.onLabel} onChange={(onLabel) => set({ onLabel })} />
      <TextField label={t('signalStatus.off')} value={s.off} onChange={(off) => set({ off })} />
      <TextField label={t('signalStatus.offLabel')} value={s.offLabel} onChange={(offLabel) => set({ offLabel })} />
    </>
  );
  return <EditorTabs binding={binding} ui={<StyleFields config={config} onChange={onChange} />} />;
}
