import { Button, ButtonGroup } from '@blueprintjs/core';
import {
  formatDateTime,
  HttpClient,
  ListToolbar,
  Notifier,
  PagedTable,
  RouteService,
  useHasAuth,
  usePagedList,
  useService,
  useT,
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { useState } from 'react';
import { productsApi, type PackageRow } from '../api/products-api';
import { PackageFormDialog } from './package-form-dialog';

const size = (n: number) => (n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${n} B`);

/** Firmware packages: upload, delete, and open a package's upgrade tasks. */
export function FirmwareListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const routes = useService<RouteService>(RouteService);
  const can = { add: useHasAuth('product:ota:add'), del: useHasAuth('product:ota:del') };
  const list = usePagedList<PackageRow>((q) => productsApi.packages(http, q));
  const [open, setOpen] = useState(false);

  const remove = async (p: PackageRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await productsApi.removePackage(http, p.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<PackageRow>[] = [
    { key: 'package_name', title: t('firmware.name') },
    { key: 'product_name', title: t('firmware.product') },
    { key: 'package_version', title: t('firmware.version') },
    { key: 'package_module', title: t('firmware.module') },
    { key: 'signature_algorithm', title: t('firmware.signType') },
    { key: 'sign', title: t('firmware.sign'), render: (p) => <code title={p.sign}>{p.sign.slice(0, 16)}…</code> },
    { key: 'file_size', title: t('firmware.size'), render: (p) => size(p.file_size) },
    { key: 'created_at', title: t('firmware.createdAt'), render: (p) => formatDateTime(p.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (p) => (
        <ButtonGroup variant="minimal">
          <Button
            icon="updated"
            intent="primary"
            text={t('firmware.tasks')}
            data-testid={`package-tasks-${p.package_name}`}
            onClick={() => void routes.navigate({ name: 'upgradeTasks', query: { ota_id: p.id } })}
          />
          {can.del && (
            <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`package-delete-${p.package_name}`} onClick={() => void remove(p)} />
          )}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('firmware.title')} data-testid="firmware-view">
      <ListToolbar
        testId="firmware"
        placeholder={t('firmware.name')}
        onSearch={(package_name) => list.setFilters({ package_name })}
        actions={can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="firmware-add" onClick={() => setOpen(true)} />}
      />
      <PagedTable list={list} columns={columns} rowKey={(p) => p.id} testId="firmware-table" />
      <PackageFormDialog
        isOpen={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void list.reload();
        }}
      />
    </section>
  );
}
