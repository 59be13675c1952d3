import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useLoad, useService, useSubmit, useT, type FormRules } from '@tessera/sdk';
import { useEffect } from 'react';
import { productsApi, type ProductInput, type ProductRow } from '../api/products-api';
import { SelectField } from '../common/select-field';

export const PRODUCT_FORM_RULES: FormRules<ProductInput> = {
  name: [rules.required(), rules.maxLength(255)],
  serial_number: [rules.required(), rules.maxLength(64)],
  protocol_type: [rules.required()],
  auth_type: [rules.required()],
  plugin: [],
  image: [rules.maxLength(4096)],
  describe: [rules.maxLength(1024)],
};

export interface ProductFormDialogProps {
  isOpen: boolean;
  product?: ProductRow;
  onClose(): void;
  onSaved(): void;
}

export function ProductFormDialog({ isOpen, product, onClose, onSaved }: ProductFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const plugins = useLoad(() => productsApi.plugins(http), []);
  const initial = (): ProductInput => ({
    name: product?.name ?? '',
    serial_number: product?.serial_number ?? '',
    protocol_type: product?.protocol_type ?? 'mqtt',
    auth_type: product?.auth_type ?? '1',
    plugin: product?.plugin ?? '',
    image: product?.image ?? '',
    describe: product?.describe ?? '',
  });
  const form = useForm<ProductInput>(initial(), PRODUCT_FORM_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(initial());
  }, [isOpen, product]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    if (!(await run(() => (product ? productsApi.editProduct(http, { ...form.values, id: product.id }) : productsApi.addProduct(http, form.values))))) return;
    notifier.success(t(product ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  const pluginOptions = [{ value: '', label: t('products.noPlugin') }, ...(plugins.data?.data ?? []).map((p) => ({ value: p.id, label: p.model_name }))];
  return (
    <FormDialog
      isOpen={isOpen}
      title={t(product ? 'products.editTitle' : 'products.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="product-form"
    >
      <TextField form={form} name="name" label={t('products.name')} testId="product-form-name" required />
      <TextField form={form} name="serial_number" label={t('products.serial')} testId="product-form-serial" required />
      <SelectField
        label={t('products.protocol')}
        value={form.values.protocol_type}
        testId="product-form-protocol"
        required
        options={[{ value: 'mqtt', label: 'MQTT' }]}
        onChange={(v) => form.set('protocol_type', v)}
      />
      <SelectField
        label={t('products.authType')}
        value={form.values.auth_type}
        testId="product-form-auth"
        required
        options={[
          { value: '1', label: t('products.authToken') },
          { value: '2', label: t('products.authBasic') },
        ]}
        onChange={(v) => form.set('auth_type', v)}
      />
      <SelectField
        label={t('products.plugin')}
        value={form.values.plugin}
        testId="product-form-plugin"
        options={pluginOptions}
        onChange={(v) => form.set('plugin', v)}
      />
      <TextField form={form} name="image" label={t('products.image')} testId="product-form-image" placeholder="https://" />
      <TextField form={form} name="describe" label={t('products.describe')} testId="product-form-describe" multiline />
    </FormDialog>
  );
}
