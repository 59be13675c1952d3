import { Button, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEditorT } from '../i18n';
import type { TslProperty } from '../model/plugin-types';
import type { TableEditStore } from '../model/table-edit-store';
import type { EditMode } from '../model/wizard-store';
import { PropertyEditRow } from './property-edit-row';
import { useDeleteRow } from './use-delete-row';
import { useFocusField } from './use-focus-field';

interface Props {
  table: TableEditStore<TslProperty>;
  readOnly: boolean;
  mode: EditMode;
}

/** Properties: inline editing of one row at a time in simple mode; advanced mode edits in a dialog. */
export const PropertyTable = observer(function PropertyTable({ table, readOnly, mode }: Props) {
  const t = useEditorT();
  const confirmDelete = useDeleteRow();
  const { ref, focus } = useFocusField<HTMLTableElement>();
  const inline = mode === 'simple';
  const d = table.draft;
  const save = () => {
    const missing = table.commit();
    if (missing) focus(missing);
  };
  return (
    <HTMLTable ref={ref} compact striped style={{ width: '100%' }} data-testid="property-table">
      <thead>
        <tr>
          <th>{t('tsl.title')}</th>
          <th>{t('tsl.name')}</th>
          <th>{t('tsl.dataType')}</th>
          <th>{t('tsl.dataRange')}</th>
          <th>{t('tsl.stepLength')}</th>
          <th>{t('tsl.unit')}</th>
          <th>{t('tsl.readWrite')}</th>
          {!readOnly && <th>{t('common.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, i) =>
          inline && d && table.editIndex === i ? (
            <PropertyEditRow key={i} table={table} draft={d} onSave={save} />
          ) : (
            <tr key={i}>
              <td>{row.title}</td>
              <td>{row.name}</td>
              <td>{t(`dataTypes.${row.dataType}`)}</td>
              <td>{row.dataRange}</td>
              <td>{String(row.stepLength)}</td>
              <td>{row.unit}</td>
              <td>{t(`readWrite.${row.readWrite}`)}</td>
              {!readOnly && (
                <td style={{ whiteSpace: 'nowrap' }}>
                  <Button small minimal icon="edit" aria-label={t('common.edit')} disabled={table.editing} onClick={() => table.startEdit(i)} />
                  <Button
                    small
                    minimal
                    icon="trash"
                    intent="danger"
                    aria-label={t('common.delete')}
                    disabled={table.editing}
                    onClick={() => confirmDelete(() => table.remove(i))}
                  />
                </td>
              )}
            </tr>
          ),
        )}
      </tbody>
    </HTMLTable>
  );
});
