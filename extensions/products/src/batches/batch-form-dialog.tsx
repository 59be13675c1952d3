import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useLoad, useService, useSubmit, useT, type FormRules } from '@tessera/sdk';
import { useEffect } from 'react';
import { productsApi, type BatchInput } from '../api/products-api';
import { SelectField } from '../common/select-field';
import { useProducts } from '../common/use-products';

export const BATCH_FORM_RULES: FormRules<BatchInput> = {
  batch_number: [rules.required(), rules.maxLength(64), rules.pattern(/^[A-Za-z0-9_.-]+$/)],
  product_id: [rules.required()],
  device_number: [rules.required(), (v) => (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 100_000 ? null : 'products.deviceNumberRange')],
  access_address: [rules.maxLength(255)],
  describe: [rules.maxLength(1024)],
  asset_id: [],
};

export interface BatchFormDialogProps {
  isOpen: boolean;
  productId?: string;
  onClose(): void;
  onSaved(): void;
}

/** Adds a batch (number, product, size); generating its pre-registered devices is a separate action. */
export function BatchFormDialog({ isOpen, productId, onClose, onSaved }: BatchFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const products = useProducts();
  const groups = useLoad(() => productsApi.groups(http), []);
  const initial = (): BatchInput => ({ batch_number: '', product_id: productId ?? '', device_number: 10, access_address: '', describe: '', asset_id: '' });
  const form = useForm<BatchInput>(initial(), BATCH_FORM_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(initial());
  }, [isOpen]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    if (!(await run(() => productsApi.addBatch(http, { ...form.values, device_number: Number(form.values.device_number) })))) return;
    notifier.success(t('common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog isOpen={isOpen} title={t('batches.addTitle')} saving={saving} onClose={onClose} onSubmit={() => void submit()} testId="batch-form">
      <TextField form={form} name="batch_number" label={t('batches.number')} testId="batch-form-number" required />
      <SelectField
        label={t('batches.product')}
        value={form.values.product_id}
        testId="batch-form-product"
        required
        error={form.errors.product_id && t(form.errors.product_id)}
        options={[{ value: '', label: t('batches.pickProduct') }, ...products.map((p) => ({ value: p.id, label: `${p.name} (${p.serial_number})` }))]}
        onChange={(v) => form.set('product_id', v)}
      />
      <TextField form={form} name="device_number" type="number" label={t('batches.deviceNumber')} testId="batch-form-count" required />
      <SelectField
        label={t('batches.group')}
        value={form.values.asset_id}
        testId="batch-form-group"
        options={[{ value: '', label: t('batches.noGroup') }, ...(groups.data ?? []).map((g) => ({ value: g.id, label: g.device_group }))]}
        onChange={(v) => form.set('asset_id', v)}
      />
      <TextField form={form} name="access_address" label={t('batches.accessAddress')} testId="batch-form-address" placeholder="mqtt://host:1883" />
      <TextField form={form} name="describe" label={t('batches.describe')} testId="batch-form-describe" multiline />
    </FormDialog>
  );
}
