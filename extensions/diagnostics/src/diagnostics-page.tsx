import { Button, Card, H3, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { ExtensionHost, ViewRegistry, useService, useT, type ViewProps } from '@tessera/sdk';
import { StateTag } from './state-tag';
import { ViewConflicts } from './view-conflicts';

/**
 * Every extension the host knows, with its state, version, built-in flag, activation time and error, plus view
 * conflicts (docs/ARCHITECTURE.md, 'The path of a screen'). An observer: states change live as extensions activate or
 * fail.
 */
export const DiagnosticsPage = observer(function DiagnosticsPage(_props: ViewProps) {
  const host = useService<ExtensionHost>(ExtensionHost);
  const views = useService<ViewRegistry>(ViewRegistry);
  const { t } = useT();
  const rows = [...host.status()].sort((a, b) => Number(b.builtin) - Number(a.builtin) || a.id.localeCompare(b.id));
  const retry = (id: string) => void host.activate(id).catch(() => undefined);

  return (
    <div className="tessera-diagnostics" style={{ display: 'grid', gap: 12 }}>
      <Card>
        <H3>{t('title')}</H3>
        <p className="bp6-text-muted">{t('description')}</p>
        {rows.length === 0 ? (
          <NonIdealState icon="cube" title={t('empty')} />
        ) : (
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('columns.id')}</th>
                <th>{t('columns.version')}</th>
                <th>{t('columns.builtin')}</th>
                <th>{t('columns.state')}</th>
                <th>{t('columns.activatedIn')}</th>
                <th>{t('columns.error')}</th>
                <th>{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id} data-extension={s.id}>
                  <td>{s.id}</td>
                  <td>{s.version}</td>
                  <td>{s.builtin ? t('yes') : t('no')}</td>
                  <td>
                    <StateTag state={s.state} />
                  </td>
                  <td>{s.activatedInMs !== undefined ? t('ms', { ms: s.activatedInMs }) : '-'}</td>
                  <td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{s.error ?? ''}</td>
                  <td>
                    {(s.state === 'failed' || s.state === 'registered') && (
                      <Button
                        size="small"
                        icon={s.state === 'failed' ? 'refresh' : 'play'}
                        text={s.state === 'failed' ? t('retry') : t('activate')}
                        onClick={() => retry(s.id)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
      <ViewConflicts conflicts={views.conflicts()} />
    </div>
  );
});
