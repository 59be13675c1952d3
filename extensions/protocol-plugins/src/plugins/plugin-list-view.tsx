import { Button, ButtonGroup } from '@blueprintjs/core';
import {
  formatDateTime,
  HttpClient,
  ListToolbar,
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
import { protocolApi, type PluginRow, type PluginSecret } from '../api/protocol-plugins-api';
import { PluginFormDialog } from './plugin-form-dialog';
import { PluginSecretDialog } from './plugin-secret-dialog';

/** Protocol plugins (System management, SYS_ADMIN): the platform's protocol adapters, searchable by name. */
export function PluginListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('sys:protocol:add'), edit: useHasAuth('sys:protocol:edit'), del: useHasAuth('sys:protocol:del') };
  const list = usePagedList<PluginRow>((q) => protocolApi.plugins(http, q));
  const [dialog, setDialog] = useState<{ open: boolean; plugin?: PluginRow }>({ open: false });
  const [secret, setSecret] = useState<PluginSecret>();

  const resetSecret = async (p: PluginRow) => {
    if (!(await notifier.confirm(t('plugins.confirmReset'), { intent: 'warning' }))) return;
    try {
      setSecret(await protocolApi.resetSecret(http, p.id));
    } catch {
      /* shown by the http client */
    }
  };

  const remove = async (p: PluginRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await protocolApi.removePlugin(http, p.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<PluginRow>[] = [
    { key: 'name', title: t('plugins.name') },
    { key: 'protocol_type', title: t('plugins.protocolType') },
    { key: 'device_type', title: t('plugins.deviceType'), render: (p) => t(p.device_type === '2' ? 'plugins.gateway' : 'plugins.direct') },
    { key: 'access_address', title: t('plugins.accessAddress') },
    { key: 'http_address', title: t('plugins.httpAddress') },
    { key: 'sub_topic_prefix', title: t('plugins.subTopicPrefix') },
    { key: 'created_at', title: t('plugins.createdAt'), render: (p) => formatDateTime(p.created_at) },
    { key: 'registered_at', title: t('plugins.registeredAt'), render: (p) => (p.registered_at ? formatDateTime(p.registered_at) : t('plugins.never')) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (p) => (
        <ButtonGroup variant="minimal">
          {can.edit && (
            <Button icon="edit" text={t('common.edit')} data-testid={`plugin-edit-${p.protocol_type}`} onClick={() => setDialog({ open: true, plugin: p })} />
          )}
          {can.edit && (
            <Button icon="key" text={t('plugins.resetSecret')} data-testid={`plugin-secret-${p.protocol_type}`} onClick={() => void resetSecret(p)} />
          )}
          {can.del && (
            <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`plugin-delete-${p.protocol_type}`} onClick={() => void remove(p)} />
          )}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('plugins.title')} data-testid="protocol-plugins-view">
      <ListToolbar
        testId="plugins"
        placeholder={t('plugins.name')}
        onSearch={(name) => list.setFilters({ name })}
        actions={can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="plugins-add" onClick={() => setDialog({ open: true })} />}
      />
      <PagedTable list={list} columns={columns} rowKey={(p) => p.id} testId="plugins-table" />
      <PluginFormDialog
        isOpen={dialog.open}
        plugin={dialog.plugin}
        onClose={() => setDialog({ open: false })}
        onSaved={(added) => {
          setDialog({ open: false });
          setSecret(added);
          void list.reload();
        }}
      />
      <PluginSecretDialog secret={secret} onClose={() => setSecret(undefined)} />
    </section>
  );
}
