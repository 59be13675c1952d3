import { Callout, HTMLTable } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';

/** The rows of a debug run (the server sends at most ten) as a table with one column per field. */
export function DebugResult({ rows }: { rows: Array<Record<string, unknown>> }) {
  const { t } = useT();
  if (!rows.length) return <Callout data-testid="debug-empty">{t('service.debugEmpty')}</Callout>;
  const columns = Object.keys(rows[0]);
  const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped data-testid="debug-result">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} data-testid="debug-row">
              {columns.map((c) => (
                <td key={c}>{cell(r[c])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
