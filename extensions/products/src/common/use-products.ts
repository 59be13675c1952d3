import { HttpClient, useLoad, useService } from '@tessera/sdk';
import { productsApi, type ProductRow } from '../api/products-api';

/** The tenant's products, for pickers (one page of up to 1000). */
export function useProducts(): ProductRow[] {
  const http = useService<HttpClient>(HttpClient);
  const loaded = useLoad(() => productsApi.products(http, { current_page: 1, per_page: 1000 }), []);
  return loaded.data?.data ?? [];
}
