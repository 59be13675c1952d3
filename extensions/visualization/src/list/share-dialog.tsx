import { Button, Classes, Dialog, InputGroup } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { dashboardApi, type DashboardRow } from '../api/dashboard-api';

/** The public page of a share token (hash route, outside login). */
export function shareUrl(token: string): string {
  return `${window.location.origin}${window.location.pathname}#/share?token=${encodeURIComponent(token)}`;
}

/** Creates a fresh read-only link (the old one stops working) or revokes it. */
export function ShareDialog({ row, onChanged, onClose }: { row: DashboardRow; onChanged(): void; onClose(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [url, setUrl] = useState('');
  const generate = async () => {
    const { share_id } = await dashboardApi.share(http, row.id);
    setUrl(shareUrl(share_id));
    onChanged();
  };
  const revoke = async () => {
    await dashboardApi.revoke(http, row.id);
    setUrl('');
    notifier.success(t('visualization.shareRevoked'));
    onChanged();
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('visualization.share')} style={{ width: 620 }}>
      <div className={Classes.DIALOG_BODY} data-testid="dashboard-share-dialog">
        <p>{t(row.shared ? 'visualization.shareActive' : 'visualization.shareNone')}</p>
        {url && <InputGroup readOnly value={url} data-testid="dashboard-share-url" onFocus={(e) => e.currentTarget.select()} />}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button intent="danger" disabled={!row.shared && !url} data-testid="dashboard-share-revoke" onClick={() => void revoke().catch(() => undefined)}>
            {t('visualization.revoke')}
          </Button>
          <Button intent="primary" data-testid="dashboard-share-generate" onClick={() => void generate().catch(() => undefined)}>
            {t('visualization.newLink')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
