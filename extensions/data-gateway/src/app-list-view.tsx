import { Button, ButtonGroup, InputGroup, Tag } from '@blueprintjs/core';
import {
  CredentialsDialog,
  formatDateTime,
  HttpClient,
  Notifier,
  PagedTable,
  useHasAuth,
  usePagedList,
  useService,
  useT,
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { useState } from 'react';
import { gatewayApi, type GatewayApp } from './api/gateway-api';
import { AppDialog } from './app-dialog';

/** Open-API apps of the tenant: add (the secret is shown once), edit, re-issue the secret, delete. */
export function AppListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('rule:gateway:add'), edit: useHasAuth('rule:gateway:edit'), del: useHasAuth('rule:gateway:del') };
  const [name, setName] = useState('');
  const list = usePagedList<GatewayApp>((q) => gatewayApi.list(http, { ...q, ...(name.trim() ? { name: name.trim() } : {}) }));
  const [dialog, setDialog] = useState<{ open: boolean; app?: GatewayApp }>({ open: false });
  const [issued, setIssued] = useState<{ app_key: string; secret_key: string } | null>(null);

  const remove = async (a: GatewayApp) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await gatewayApi.remove(http, a.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const reset = async (a: GatewayApp) => {
    if (!(await notifier.confirm(t('secret.confirmReset'), { intent: 'warning' }))) return;
    try {
      setIssued(await gatewayApi.resetSecret(http, a.id));
    } catch {
      /* shown by the http client */
    }
  };

  const scope = (s: string) => <Tag minimal>{t(s === '1' ? 'app.scopeAll' : 'app.scopePartial')}</Tag>;
  const columns: PagedColumn<GatewayApp>[] = [
    { key: 'name', title: t('app.name') },
    { key: 'app_key', title: t('app.appKey'), render: (a) => <code data-testid={`app-key-${a.id}`}>{a.app_key}</code> },
    { key: 'signature_mode', title: t('app.signatureMode') },
    { key: 'ip_whitelist', title: t('app.ipWhitelist'), render: (a) => a.ip_whitelist || t('app.anyIp') },
    { key: 'device_access_scope', title: t('app.deviceScope'), render: (a) => scope(a.device_access_scope) },
    { key: 'api_access_scope', title: t('app.apiScope'), render: (a) => scope(a.api_access_scope) },
    { key: 'created_at', title: t('common.createdAt'), render: (a) => formatDateTime(a.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (a) => (
        <ButtonGroup variant="minimal">
          {can.edit && <Button icon="edit" text={t('common.edit')} data-testid={`app-edit-${a.id}`} onClick={() => setDialog({ open: true, app: a })} />}
          {can.edit && <Button icon="key" text={t('secret.reset')} data-testid={`app-reset-${a.id}`} onClick={() => void reset(a)} />}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`app-delete-${a.id}`} onClick={() => void remove(a)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('app.title')} data-testid="gateway-view">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <InputGroup
          leftIcon="search"
          placeholder={t('app.name')}
          value={name}
          data-testid="app-search"
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void list.reload();
          }}
        />
        <Button icon="search" text={t('common.search')} onClick={() => void list.reload()} />
        {can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="app-add" onClick={() => setDialog({ open: true })} />}
      </div>
      <PagedTable list={list} columns={columns} rowKey={(a) => a.id} testId="app-table" />
      <AppDialog
        isOpen={dialog.open}
        app={dialog.app}
        onClose={() => setDialog({ open: false })}
        onSaved={(saved) => {
          const added = !dialog.app;
          setDialog({ open: false });
          notifier.success(t(added ? 'common.addSuccess' : 'common.editSuccess'));
          if (added) setIssued(saved);
          void list.reload();
        }}
      />
      <CredentialsDialog
        credentials={issued}
        text={{ title: t('secret.title'), once: t('secret.once'), appKey: t('app.appKey'), secret: t('app.secret') }}
        onClose={() => setIssued(null)}
      />
    </section>
  );
}
