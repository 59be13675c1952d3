import { Callout } from '@blueprintjs/core';
import { useT, type WidgetEditorProps } from '@tessera/sdk';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import { TextField } from '../common/text-field';
import { withSources, type HistoryConfig } from './history-config';
import { TransferList } from './transfer-list';

export function HistoryEditor({ config, dataSources, onChange, errors }: WidgetEditorProps<HistoryConfig>) {
  const t = useWidgetT();
  const { t: tAny } = useT();
  const srcErr = fieldError(errors, Msg.selectSource);
  const binding = (
    <>
      <TextField label={t('editor.name')} name="name" value={config.name} onChange={(name) => onChange({ ...config, name })} error={fieldError(errors, Msg.nameEmpty)} />
      <TransferList dataSources={dataSources} selected={config.mapping} onChange={(names) => onChange(withSources(config, names))} />
      {srcErr && <Callout intent="danger">{tAny(srcErr)}</Callout>}
    </>
  );
  return <EditorTabs binding={binding} ui={<StyleFields config={config} onChange={onChange} />} />;
}
