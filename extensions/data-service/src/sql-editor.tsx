import { Button, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { HttpClient, useService, useT } from '@tessera/sdk';
import { useEffect, useRef, useState } from 'react';
import { dataServiceApi, type FieldInfo, type TableInfo } from './api/data-service-api';
import { DebugResult } from './debug-result';

export interface SqlEditorProps {
  value: string;
  onChange(sql: string): void;
}

/** The SQL of a data service: table and field pickers that insert names at the cursor, and the debug run. */
export function SqlEditor({ value, onChange }: SqlEditorProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const area = useRef<HTMLTextAreaElement>(null);
  const [tables, setTables] = useState<TableInfo[]>([]);
  const [table, setTable] = useState('');
  const [fields, setFields] = useState<FieldInfo[]>([]);
  const [rows, setRows] = useState<Array<Record<string, unknown>> | null>(null);
  const [running, setRunning] = useState(false);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    dataServiceApi.tables(http).then(setTables, () => undefined);
  }, [http]);
  useEffect(() => {
    if (!table) return setFields([]);
    dataServiceApi.fields(http, table).then(setFields, () => undefined);
  }, [http, table]);

  const insert = (text: string) => {
    const el = area.current;
    const at = el ? el.selectionStart : value.length;
    const end = el ? el.selectionEnd : value.length;
    onChange(value.slice(0, at) + text + value.slice(end));
  };

  const debug = async () => {
    if (!value.trim()) return setMissing(true);
    setRunning(true);
    try {
      setRows(await dataServiceApi.debug(http, value));
    } catch {
      setRows(null); /* the http client showed the server's message */
    } finally {
      setRunning(false);
    }
  };

  return (
    <FormGroup
      label={t('service.sql')}
      intent={missing ? 'danger' : 'none'}
      helperText={missing ? <span data-testid="service-sql-error">{t('service.sqlRequired')}</span> : t('service.sqlHint')}
    >
      <div style={{ display: 'flex', gap: 8, marginBottom: 6 }}>
        <HTMLSelect
          value={table}
          data-testid="service-table-picker"
          onChange={(e) => {
            setTable(e.target.value);
            if (e.target.value) insert(e.target.value);
          }}
          options={[{ value: '', label: t('service.pickTable') }, ...tables.map((x) => ({ value: x.table_name, label: `${x.table_name} — ${x.comment}` }))]}
        />
        <HTMLSelect
          value=""
          disabled={!fields.length}
          data-testid="service-field-picker"
          onChange={(e) => {
            if (e.target.value) insert(e.target.value);
          }}
          options={[{ value: '', label: t('service.pickField') }, ...fields.map((f) => ({ value: f.field, label: `${f.field} (${f.type}) — ${f.comment}` }))]}
        />
        <Button icon="play" text={t('service.debug')} loading={running} data-testid="service-debug" onClick={() => void debug()} />
      </div>
      <TextArea
        inputRef={area}
        fill
        rows={6}
        value={value}
        maxLength={10000}
        style={{ fontFamily: 'monospace' }}
        data-testid="service-sql"
        onChange={(e) => {
          onChange(e.target.value);
          setMissing(false);
        }}
      />
      {rows && (
        <div style={{ marginTop: 8 }}>
          <DebugResult rows={rows} />
        </div>
      )}
    </FormGroup>
  );
}
