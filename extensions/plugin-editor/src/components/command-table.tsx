import { Button, HTMLTable, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEditorT } from '../i18n';
import type { TslParam } from '../model/plugin-types';
import type { TableEditStore } from '../model/table-edit-store';
import type { EditMode } from '../model/wizard-store';
import { ParamTags } from './param-tags';
import { useDeleteRow } from './use-delete-row';
import { useFocusField } from './use-focus-field';

/** Field names of a services row (commandName, commandId, commandParams) or an events row (eventName, ...). */
export interface CommandFields<Row> {
  name: keyof Row & string;
  id: keyof Row & string;
  params: keyof Row & string;
  /** Locale key prefix: 'tsl.command' or 'tsl.event'. */
  label: string;
}

interface Props<Row extends object> {
  table: TableEditStore<Row>;
  fields: CommandFields<Row>;
  readOnly: boolean;
  mode: EditMode;
}

function CommandTableInner<Row extends object>({ table, fields, readOnly, mode }: Props<Row>) {
  const t = useEditorT();
  const confirmDelete = useDeleteRow();
  const { ref, focus } = useFocusField<HTMLTableElement>();
  const d = table.draft as Record<string, unknown> | null;
  const get = (row: Row, key: string) => (row as Record<string, unknown>)[key];
  const save = () => {
    const missing = table.commit();
    if (missing) focus(missing);
  };
  return (
    <HTMLTable ref={ref} compact striped style={{ width: '100%' }} data-testid={`${fields.label}-table`}>
      <thead>
        <tr>
          <th>{t(`${fields.label}Name`)}</th>
          <th>{t(`${fields.label}Id`)}</th>
          <th>{t(`${fields.label}Params`)}</th>
          {!readOnly && <th>{t('common.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, i) =>
          mode === 'simple' && d && table.editIndex === i ? (
            <tr key={i} data-testid="editing-row">
              <td>
                <InputGroup
                  small
                  data-field={fields.name}
                  aria-label={t(`${fields.label}Name`)}
                  value={String(d[fields.name] ?? '')}
                  onChange={(e) => table.setDraft({ [fields.name]: e.target.value } as Partial<Row>)}
                />
              </td>
              <td>
                <InputGroup
                  small
                  data-field={fields.id}
                  aria-label={t(`${fields.label}Id`)}
                  value={String(d[fields.id] ?? '')}
                  onChange={(e) => table.setDraft({ [fields.id]: e.target.value } as Partial<Row>)}
                />
              </td>
              <td>
                <ParamTags
                  field={fields.params}
                  params={(d[fields.params] as TslParam[]) ?? []}
                  onChange={(params) => table.setDraft({ [fields.params]: params } as Partial<Row>)}
                />
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>
                <Button small intent="primary" onClick={save}>
                  {t('common.save')}
                </Button>
                <Button small minimal onClick={table.cancel}>
                  {t('common.cancel')}
                </Button>
              </td>
            </tr>
          ) : (
            <tr key={i}>
              <td>{String(get(row, fields.name) ?? '')}</td>
              <td>{String(get(row, fields.id) ?? '')}</td>
              <td>
                <ParamTags params={(get(row, fields.params) as TslParam[]) ?? []} />
              </td>
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
}

/** Services and events: the same inline/dialog editing as properties, with params added by dialog. */
export const CommandTable = observer(CommandTableInner) as <Row extends object>(props: Props<Row>) => React.ReactElement;
