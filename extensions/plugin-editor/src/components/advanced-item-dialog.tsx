import { Button, Classes, Dialog, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEditorT } from '../i18n';
import { DESCRIPTION_MAX, withDataType } from '../model/data-type-defaults';
import { DATA_TYPES, READ_WRITE, type DataType, type TslParam, type TslProperty, type TslTab } from '../model/plugin-types';
import type { TableEditStore } from '../model/table-edit-store';
import { ParamTags } from './param-tags';
import { useFocusField } from './use-focus-field';
import type { CommandFields } from './command-table';

interface Props {
  tab: TslTab;
  table: TableEditStore<any>;
  fields?: CommandFields<any>;
}

/**
 * Advanced edit mode: the row being added or edited, as a dialog form with every field (the spec's screens and entity
 * fields).
 */
export const AdvancedItemDialog = observer(function AdvancedItemDialog({ tab, table, fields }: Props) {
  const t = useEditorT();
  const { ref, focus } = useFocusField<HTMLDivElement>();
  const d = table.draft as Record<string, unknown> | null;
  const save = () => {
    const missing = table.commit();
    if (missing) focus(missing);
  };
  const text = (field: string, label: string, required = false) => (
    <FormGroup label={label} labelInfo={required ? '*' : undefined} labelFor={`adv-${field}`}>
      <InputGroup id={`adv-${field}`} data-field={field} value={String(d?.[field] ?? '')} onChange={(e) => table.setDraft({ [field]: e.target.value })} />
    </FormGroup>
  );
  let body = null;
  if (d && tab === 'properties') {
    const p = d as unknown as TslProperty;
    body = (
      <>
        {text('title', t('tsl.title'), true)}
        {text('name', t('tsl.name'), true)}
        <FormGroup label={t('tsl.dataType')} labelFor="adv-dataType">
          <HTMLSelect id="adv-dataType" value={p.dataType} onChange={(e) => table.replaceDraft(withDataType(p, e.target.value as DataType))}>
            {DATA_TYPES.map((dt) => (
              <option key={dt} value={dt}>
                {t(`dataTypes.${dt}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {text('dataRange', t('tsl.dataRange'))}
        {text('stepLength', t('tsl.stepLength'))}
        {text('unit', t('tsl.unit'))}
        <FormGroup label={t('tsl.readWrite')} labelFor="adv-readWrite">
          <HTMLSelect id="adv-readWrite" value={p.readWrite} onChange={(e) => table.setDraft({ readWrite: e.target.value })}>
            {READ_WRITE.map((rw) => (
              <option key={rw} value={rw}>
                {t(`readWrite.${rw}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('tsl.description')} labelFor="adv-description" helperText={`${p.description.length}/${DESCRIPTION_MAX}`}>
          <TextArea
            id="adv-description"
            fill
            maxLength={DESCRIPTION_MAX}
            value={p.description}
            onChange={(e) => table.setDraft({ description: e.target.value.slice(0, DESCRIPTION_MAX) })}
          />
        </FormGroup>
      </>
    );
  } else if (d && fields) {
    body = (
      <>
        {text(fields.name, t(`${fields.label}Name`), true)}
        {text(fields.id, t(`${fields.label}Id`), true)}
        <FormGroup label={t(`${fields.label}Params`)} labelInfo="*">
          <ParamTags field={fields.params} params={(d[fields.params] as TslParam[]) ?? []} onChange={(params) => table.setDraft({ [fields.params]: params })} />
        </FormGroup>
      </>
    );
  }
  return (
    <Dialog isOpen={!!d} onClose={table.cancel} title={t(table.state === 'add' ? 'common.add' : 'common.edit')} style={{ width: 600 }}>
      <div className={Classes.DIALOG_BODY} ref={ref}>
        {body}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={table.cancel}>{t('common.cancel')}</Button>
          <Button intent="primary" onClick={save}>
            {t('common.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
});
