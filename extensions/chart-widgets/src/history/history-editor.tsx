import { Callout } from '@blueprintjs/core';
import { TextField, useT, type WidgetEditorProps } from '@tessera/sdk';
import { configForm } from '../common/config-form';
import { EditorTabs } from '../common/editor-tabs';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import { StyleFields } from '../common/style-fields';
import { withSources, type HistoryConfig } from './history-config';
import { TransferList } from './transfer-list';

export function HistoryEditor({ config, dataSources, onChange, errors }: WidgetEditorProps<HistoryConfig>) {
  const t = useWidgetT();
  const { t: tAny } = useT();
  const srcErr = fieldError(errors, Msg.selectSource);
  const nameForm = configForm({ name: config.name }, { name: fieldError(errors, Msg.nameEmpty) }, (p) => onChange({ ...config, ...p }));
  const binding = (
    <>
      <TextField form={nameForm} name="name" label={t('editor.name')} testId="chart-name" />
      <TransferList dataSources={dataSources} selected={config.mapping} onChange={(names) => onChange(withSources(config, names))} />
      {srcErr && <Callout intent="danger">{tAny(srcErr)}</Callout>}
    </>
  );
  return <EditorTabs binding={binding} ui={<StyleFields config={config} onChange={onChange} />} />;
}
