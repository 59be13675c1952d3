import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEditorT } from '../i18n';
import { withDataType } from '../model/data-type-defaults';
import { DATA_TYPES, READ_WRITE, type DataType, type TslProperty } from '../model/plugin-types';
import type { TableEditStore } from '../model/table-edit-store';

interface Props {
  table: TableEditStore<TslProperty>;
  draft: TslProperty;
  onSave(): void;
}

/** The property row being edited inline (simple mode); range and step follow the data type. */
export const PropertyEditRow = observer(function PropertyEditRow({ table, draft: d, onSave }: Props) {
  const t = useEditorT();
  return (
    <tr data-testid="editing-row">
      <td>
        <InputGroup small data-field="title" aria-label={t('tsl.title')} value={d.title} onChange={(e) => table.setDraft({ title: e.target.value })} />
      </td>
      <td>
        <InputGroup small data-field="name" aria-label={t('tsl.name')} value={d.name} onChange={(e) => table.setDraft({ name: e.target.value })} />
      </td>
      <td>
        <HTMLSelect aria-label={t('tsl.dataType')} value={d.dataType} onChange={(e) => table.replaceDraft(withDataType(d, e.target.value as DataType))}>
          {DATA_TYPES.map((dt) => (
            <option key={dt} value={dt}>
              {t(`dataTypes.${dt}`)}
            </option>
          ))}
        </HTMLSelect>
      </td>
      <td>{d.dataRange}</td>
      <td>{String(d.stepLength)}</td>
      <td>
        <InputGroup
          small
          data-field="unit"
          list="tessera-tsl-units"
          aria-label={t('tsl.unit')}
          value={d.unit}
          onChange={(e) => table.setDraft({ unit: e.target.value })}
        />
      </td>
      <td>
        <HTMLSelect aria-label={t('tsl.readWrite')} value={d.readWrite} onChange={(e) => table.setDraft({ readWrite: e.target.value as 'r' | 'rw' })}>
          {READ_WRITE.map((rw) => (
            <option key={rw} value={rw}>
              {t(`readWrite.${rw}`)}
            </option>
          ))}
        </HTMLSelect>
      </td>
      <td style={{ whiteSpace: 'nowrap' }}>
        <Button small intent="primary" onClick={onSave}>
          {t('common.save')}
        </Button>
        <Button small minimal onClick={table.cancel}>
          {t('common.cancel')}
        </Button>
      </td>
    </tr>
  );
});
