import { useState } from 'react';
import { Card, H3, HTMLTable } from '@blueprintjs/core';
import { ExtensionHost, HttpClient, LoadState, Notifier, SessionStore, useOptionalService, useService, useT, type ViewProps } from '@tessera/sdk';
import { announceChange, marketApi, type InstalledEntry } from '../api/market-api';
import { localText } from '../local-text';
import { InstalledRow } from './installed-row';
import { useInstalled } from './use-installed';

/** Built-ins an admin may not disable (the server refuses them too). */
export const CORE_EXTENSIONS = ['tessera.market', 'tessera.system', 'tessera.home', 'tessera.diagnostics'];

/**
 * Installed plugins: every extension, built-in and market, with its state (failed ones with the reason this console's
 * host recorded), what it contributes, and — for the SYS_ADMIN — enable/disable, uninstall and update in place.
 */
export function InstalledView(_props: ViewProps) {
  const { t, language } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const session = useService<SessionStore>(SessionStore);
  const host = useOptionalService<ExtensionHost>(ExtensionHost);
  const { list, updates, reloadAll } = useInstalled();
  const [busy, setBusy] = useState<string | null>(null);
  const canManage = session.user?.authority === 'SYS_ADMIN';
  const statuses = new Map((host?.status() ?? []).map((s) => [s.id, s]));

  const act = async (id: string, run: () => Promise<unknown>) => {
    setBusy(id);
    try {
      await run();
      announceChange();
      await reloadAll();
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(null);
    }
  };
  const uninstall = async (e: InstalledEntry) => {
    const name = localText(e.manifest.displayName, language);
    if (!(await notifier.confirm(t('installed.confirmUninstall', { name }), { intent: 'danger', confirmText: t('installed.uninstall') }))) return;
    await act(e.manifest.id, () => marketApi.uninstall(http, e.manifest.id));
  };
  const update = (e: InstalledEntry) => {
    const u = updates.get(e.manifest.id)!;
    return act(e.manifest.id, async () => {
      try {
        await marketApi.install(http, { source_id: u.source_id, id: u.id, version: u.version });
        notifier.success(t('installed.updated', { version: u.version }));
      } catch (err) {
        notifier.error((err as Error).message);
        throw err;
      }
    });
  };

  return (
    <Card data-testid="market-installed">
      <H3>{t('installed.title')}</H3>
      <LoadState loading={list.loading && !list.data} error={list.error} onRetry={list.reload} empty={list.data?.length === 0} testId="installed-state">
        <HTMLTable striped compact style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t('installed.name')}</th>
              <th>{t('installed.version')}</th>
              <th>{t('installed.publisher')}</th>
              <th>{t('installed.kind')}</th>
              <th>{t('installed.stateColumn')}</th>
              <th>{t('installed.contributes')}</th>
              {canManage && <th>{t('installed.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((e) => (
              <InstalledRow
                key={e.manifest.id}
                entry={e}
                status={statuses.get(e.manifest.id)}
                update={updates.get(e.manifest.id)}
                core={CORE_EXTENSIONS.includes(e.manifest.id)}
                canManage={canManage}
                busy={busy === e.manifest.id}
                onEnable={(on) => void act(e.manifest.id, () => marketApi.enable(http, e.manifest.id, on))}
                onUninstall={() => void uninstall(e)}
                onUpdate={() => void update(e)}
              />
            ))}
          </tbody>
        </HTMLTable>
      </LoadState>
    </Card>
  );
}
