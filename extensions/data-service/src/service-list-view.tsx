import { Button, ButtonGroup, InputGroup, PopoverNext, Switch, Tag } from '@blueprintjs/core';
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
import { dataServiceApi, type DataService } from './api/data-service-api';
import { ServiceDialog } from './service-dialog';
import { WsAddress } from './ws-address';

/** Data services of the tenant: add (the secret is shown once), edit with debug, a new secret, start/stop, delete, last push and the WebSocket address. */
export function ServiceListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('data:service:add'), edit: useHasAuth('data:service:edit'), del: useHasAuth('data:service:del') };
  const [name, setName] = useState('');
  const list = usePagedList<DataService>((q) => dataServiceApi.list(http, { ...q, ...(name.trim() ? { name: name.trim() } : {}) }));
  const [dialog, setDialog] = useState<{ open: boolean; service?: DataService }>({ open: false });
  const [issued, setIssued] = useState<{ app_key: string; secret_key: string } | null>(null);

  const remove = async (s: DataService) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await dataServiceApi.remove(http, s.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const reset = async (s: DataService) => {
    if (!(await notifier.confirm(t('secret.confirmReset'), { intent: 'warning' }))) return;
    try {
      setIssued(await dataServiceApi.resetSecret(http, s.id));
    } catch {
      /* shown by the http client */
    }
  };

  const toggle = async (s: DataService) => {
    try {
      await dataServiceApi.setEnabled(http, s.id, s.enable_flag === '1' ? '0' : '1');
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const push = (s: DataService) =>
    s.api_flag !== '1' ? (
      t('service.http')
    ) : (
      <span>
        {t('service.everySeconds', { n: s.time_interval })}
        <PopoverNext
          placement="bottom-start"
          content={
            <div style={{ padding: 12, maxWidth: 560 }}>
              <WsAddress appKey={s.app_key} signatureMode={s.signature_mode} interval={s.time_interval} />
            </div>
          }
        >
          <Button size="small" variant="minimal" icon="feed" text={t('ws.show')} data-testid={`service-ws-${s.id}`} style={{ marginLeft: 6 }} />
        </PopoverNext>
        {s.last_push_error ? (
          <Tag intent="danger" minimal title={s.last_push_error} style={{ marginLeft: 6 }}>
            {t('service.pushFailed')}
          </Tag>
        ) : null}
      </span>
    );
  const columns: PagedColumn<DataService>[] = [
    { key: 'name', title: t('service.name') },
    { key: 'app_key', title: t('service.appKey'), render: (s) => <code>{s.app_key}</code> },
    { key: 'signature_mode', title: t('service.signatureMode') },
    { key: 'ip_whitelist', title: t('service.ipWhitelist'), render: (s) => s.ip_whitelist || t('service.anyIp') },
    { key: 'api_flag', title: t('service.apiFlag'), render: push },
    {
      key: 'enable_flag',
      title: t('common.status'),
      render: (s) => (
        <Switch
          checked={s.enable_flag === '1'}
          disabled={!can.edit}
          label={t(s.enable_flag === '1' ? 'service.started' : 'service.stopped')}
          data-testid={`service-toggle-${s.id}`}
          onChange={() => void toggle(s)}
        />
      ),
    },
    { key: 'created_at', title: t('common.createdAt'), render: (s) => formatDateTime(s.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (s) => (
        <ButtonGroup variant="minimal">
          {can.edit && (
            <Button icon="edit" text={t('common.edit')} data-testid={`service-edit-${s.id}`} onClick={() => setDialog({ open: true, service: s })} />
          )}
          {can.edit && <Button icon="key" text={t('service.newSecret')} data-testid={`service-reset-${s.id}`} onClick={() => void reset(s)} />}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`service-delete-${s.id}`} onClick={() => void remove(s)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('service.title')} data-testid="data-service-view">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <InputGroup
          leftIcon="search"
          placeholder={t('service.name')}
          value={name}
          data-testid="service-search"
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void list.reload();
          }}
        />
        <Button icon="search" text={t('common.search')} onClick={() => void list.reload()} />
        {can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="service-add" onClick={() => setDialog({ open: true })} />}
      </div>
      <PagedTable list={list} columns={columns} rowKey={(s) => s.id} testId="service-table" />
      <ServiceDialog
        isOpen={dialog.open}
        service={dialog.service}
        onClose={() => setDialog({ open: false })}
        onSaved={(saved) => {
          const added = !dialog.service;
          setDialog({ open: false });
          notifier.success(t(added ? 'common.addSuccess' : 'common.editSuccess'));
          if (added) setIssued(saved);
          void list.reload();
        }}
      />
      <CredentialsDialog
        credentials={issued}
        text={{ title: t('secret.title'), once: t('secret.once'), appKey: t('service.appKey'), secret: t('service.secret') }}
        onClose={() => setIssued(null)}
      />
    </section>
  );
}
