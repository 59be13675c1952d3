/** Product, batch and pre-registration routes of the contract (`/tp_product/*`, `/tp_batch/*`, `/tp_generate_device/*`). */
import { group, id, int, obj, paged, route, str, type RouteDef } from '../../http/route';
import { EDITORS, OPERATORS, scopeOf } from '../devices/scope';
import { MAX_BATCH_DEVICES, type ProductService } from './service';

const closed = (properties: Record<string, unknown>, required: string[] = []) => ({ ...obj(properties as never, required), additionalProperties: false });
const closedPage = (properties: Record<string, unknown> = {}, required: string[] = []) => ({
  ...paged(properties as never),
  required,
  additionalProperties: false,
});
const text = (max = 255, min = 0) => str({ minLength: min, maxLength: max });
const flag = () => str({ enum: ['', '0', '1'] });

const productFields = {
  name: text(255, 1),
  serial_number: text(64, 1),
  protocol_type: text(32, 1),
  auth_type: str({ enum: ['1', '2'] }),
  plugin: text(64),
  image: text(4096),
  describe: text(1024),
  remark: text(1024),
};
const batchFields = {
  batch_number: str({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
  product_id: id(),
  device_number: int({ minimum: 1, maximum: MAX_BATCH_DEVICES }),
  describe: text(1024),
  remark: text(1024),
  access_address: text(255),
  asset_id: text(64),
};
/** Large enough for a 100 000-row factory CSV. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

export function productRoutes(products: ProductService): RouteDef[] {
  return group('products', [
    route({
      path: '/tp_product/list',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: closedPage({ name: text(), serial_number: text(), id: text(64) }),
      handler: (b, c) => products.listProducts(scopeOf(c), b),
    }),
    route({
      path: '/tp_product/add',
      auth: 'user',
      roles: EDITORS,
      body: closed(productFields, ['name', 'serial_number', 'protocol_type', 'auth_type', 'plugin']),
      handler: (b, c) => products.addProduct(scopeOf(c), b),
    }),
    route({
      path: '/tp_product/edit',
      auth: 'user',
      roles: EDITORS,
      body: closed({ id: id(), ...productFields }, ['id']),
      handler: (b, c) => products.editProduct(scopeOf(c), b),
    }),
    route({
      path: '/tp_product/delete',
      auth: 'user',
      roles: EDITORS,
      body: closed({ id: id() }, ['id']),
      handler: (b, c) => products.deleteProduct(scopeOf(c), b.id),
    }),
    route({
      path: '/tp_batch/list',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: closedPage({ batch_number: text(), id: text(64), product_id: text(64) }),
      handler: (b, c) => products.listBatches(scopeOf(c), b),
    }),
    route({
      path: '/tp_batch/add',
      auth: 'user',
      roles: EDITORS,
      body: closed(batchFields, ['batch_number', 'product_id', 'device_number']),
      handler: (b, c) => products.addBatch(scopeOf(c), b),
    }),
    route({
      path: '/tp_batch/edit',
      auth: 'user',
      roles: EDITORS,
      body: closed({ id: id(), ...batchFields }, ['id']),
      handler: (b, c) => products.editBatch(scopeOf(c), b),
    }),
    route({
      path: '/tp_batch/delete',
      auth: 'user',
      roles: EDITORS,
      body: closed({ id: id() }, ['id']),
      handler: (b, c) => products.deleteBatch(scopeOf(c), b.id),
    }),
    route({
      path: '/tp_batch/generate',
      auth: 'user',
      roles: EDITORS,
      body: closed({ id: id() }, ['id']),
      handler: (b, c) => products.generate(scopeOf(c), b.id),
    }),
    route({
      path: '/tp_batch/export',
      auth: 'user',
      roles: EDITORS,
      readonly: true,
      body: closed({ id: id() }, ['id']),
      handler: (b, c) => products.exportCsv(scopeOf(c), b.id),
    }),
    route({
      path: '/tp_batch/import',
      auth: 'user',
      roles: EDITORS,
      bodyLimit: IMPORT_BODY_LIMIT,
      body: closed(
        {
          batch_number: batchFields.batch_number,
          product_id: id(),
          file: str({ minLength: 1, maxLength: IMPORT_BODY_LIMIT }),
          describe: text(1024),
          access_address: text(255),
          asset_id: text(64),
        },
        ['batch_number', 'product_id', 'file'],
      ),
      handler: (b, c) => products.importCsv(scopeOf(c), b),
    }),
    route({
      path: '/tp_generate_device/list',
      auth: 'user',
      roles: OPERATORS,
      readonly: true,
      body: closedPage({ batch_id: id(), device_code: text(), add_flag: flag(), activate_flag: flag() }, ['batch_id']),
      handler: (b, c) => products.listPre(scopeOf(c), b),
    }),
    route({
      path: '/tp_generate_device/activate',
      auth: 'user',
      roles: EDITORS,
      body: closed({ activation_code: id(), name: text(255), access_id: text(64) }, ['activation_code']),
      handler: (b, c) => products.activateByHand(scopeOf(c), b),
    }),
  ]);
}
