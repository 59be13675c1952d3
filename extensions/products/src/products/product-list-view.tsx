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
import { productsApi, type ProductRow } from '../api/products-api';
import { ProductFormDialog } from './product-form-dialog';

/** Product list: search by name, add, edit, delete, and open the product's batches. */
export function ProductListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const routes = useService<RouteService>(RouteService);
  const can = { add: useHasAuth('product:add'), edit: useHasAuth('product:edit'), del: useHasAuth('product:del') };
  const list = usePagedList<ProductRow>((q) => productsApi.products(http, q));
  const [dialog, setDialog] = useState<{ open: boolean; product?: ProductRow }>({ open: false });

  const remove = async (p: ProductRow) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await productsApi.removeProduct(http, p.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<ProductRow>[] = [
    { key: 'name', title: t('products.name') },
    { key: 'serial_number', title: t('products.serial') },
    { key: 'protocol_type', title: t('products.protocol') },
    { key: 'auth_type', title: t('products.authType'), render: (p) => t(p.auth_type === '2' ? 'products.authBasic' : 'products.authToken') },
    { key: 'describe', title: t('products.describe') },
    { key: 'created_time', title: t('products.createdAt'), render: (p) => formatDateTime(p.created_time) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (p) => (
        <ButtonGroup variant="minimal">
          <Button
            icon="inbox-geo"
            text={t('products.batches')}
            data-testid={`product-batches-${p.serial_number}`}
            onClick={() => void routes.navigate({ name: 'batchList', query: { product_id: p.id } })}
          />
          {can.edit && (
            <Button icon="edit" text={t('common.edit')} data-testid={`product-edit-${p.serial_number}`} onClick={() => setDialog({ open: true, product: p })} />
          )}
          {can.del && (
            <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`product-delete-${p.serial_number}`} onClick={() => void remove(p)} />
          )}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('products.title')} data-testid="products-view">
      <ListToolbar
        testId="products"
        placeholder={t('products.name')}
        onSearch={(name) => list.setFilters({ name })}
        actions={can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="products-add" onClick={() => setDialog({ open: true })} />}
      />
      <PagedTable list={list} columns={columns} rowKey={(p) => p.id} testId="products-table" />
      <ProductFormDialog
        isOpen={dialog.open}
        product={dialog.product}
        onClose={() => setDialog({ open: false })}
        onSaved={() => {
          setDialog({ open: false });
          void list.reload();
        }}
      />
    </section>
  );
}
