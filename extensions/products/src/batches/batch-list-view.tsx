import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
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
import { productsApi, type BatchRow } from '../api/products-api';
import { downloadText } from '../common/download-text';
import { BatchFormDialog } from './batch-form-dialog';
import { BatchImportDialog } from './batch-import-dialog';

/** Batches (of one product when opened from the product list): add, generate, export and import CSV, pre-registration. */
export function BatchListView({ query }: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const routes = useService<RouteService>(RouteService);
  const can = { add: useHasAuth('product:batch:add'), del: useHasAuth('product:batch:del') };
  const list = usePagedList<BatchRow>((q) => productsApi.batches(http, q), { filters: { product_id: query.product_id ?? '' } });
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (id: string, work: () => Promise<unknown>, done?: string) => {
    setBusy(id);
    try {
      await work();
      if (done) notifier.success(t(done));
      await list.reload();
    } catch {
      /* shown by the http client */
    } finally {
      setBusy(null);
    }
  };
  const exportCsv = (b: BatchRow) =>
    act(b.id, async () => {
      const f = await productsApi.exportCsv(http, b.id);
      downloadText(f.file_name, f.content);
    });
  const remove = async (b: BatchRow) => {
    if (await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))
      await act(b.id, () => productsApi.removeBatch(http, b.id), 'common.deleteSuccess');
  };

  const columns: PagedColumn<BatchRow>[] = [
    { key: 'batch_number', title: t('batches.number') },
    { key: 'product_name', title: t('batches.product') },
    { key: 'device_number', title: t('batches.deviceNumber') },
    {
      key: 'generate_flag',
      title: t('batches.generated'),
      render: (b) => (
        <Tag minimal intent={b.generate_flag === '1' ? 'success' : 'none'}>
          {t(b.generate_flag === '1' ? 'common.yes' : 'common.no')}
        </Tag>
      ),
    },
    { key: 'access_address', title: t('batches.accessAddress') },
    { key: 'created_time', title: t('batches.createdAt'), render: (b) => formatDateTime(b.created_time) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (b) => (
        <ButtonGroup variant="minimal">
          {can.add && b.generate_flag !== '1' && (
            <Button
              icon="build"
              intent="primary"
              text={t('batches.generate')}
              loading={busy === b.id}
              data-testid={`batch-generate-${b.batch_number}`}
              onClick={() => void act(b.id, () => productsApi.generate(http, b.id), 'batches.generated')}
            />
          )}
          <Button
            icon="th-list"
            text={t('batches.preRegistration')}
            data-testid={`batch-pre-${b.batch_number}`}
            onClick={() => void routes.navigate({ name: 'preRegistration', query: { batch_id: b.id } })}
          />
          <Button
            icon="export"
            text={t('batches.export')}
            disabled={b.generate_flag !== '1'}
            data-testid={`batch-export-${b.batch_number}`}
            onClick={() => void exportCsv(b)}
          />
          {can.del && (
            <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`batch-delete-${b.batch_number}`} onClick={() => void remove(b)} />
          )}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('batches.title')} data-testid="batches-view">
      <ListToolbar
        testId="batches"
        placeholder={t('batches.number')}
        onSearch={(batch_number) => list.setFilters({ ...list.filters, batch_number })}
        actions={
          can.add && (
            <>
              <Button icon="import" text={t('batches.import')} data-testid="batches-import" onClick={() => setDialog('import')} />
              <Button intent="primary" icon="add" text={t('common.add')} data-testid="batches-add" onClick={() => setDialog('add')} />
            </>
          )
        }
      />
      <PagedTable list={list} columns={columns} rowKey={(b) => b.id} testId="batches-table" />
      <BatchFormDialog
        isOpen={dialog === 'add'}
        productId={query.product_id}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void list.reload();
        }}
      />
      <BatchImportDialog
        isOpen={dialog === 'import'}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void list.reload();
        }}
      />
    </section>
  );
}
