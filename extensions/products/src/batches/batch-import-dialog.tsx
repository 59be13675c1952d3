import { FileInput, FormGroup } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useService, useSubmit, useT, type FormRules } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { productsApi } from '../api/products-api';
import { SelectField } from '../common/select-field';
import { useProducts } from '../common/use-products';

interface ImportInput {
  batch_number: string;
  product_id: string;
}
const IMPORT_RULES: FormRules<ImportInput> = { batch_number: [rules.required(), rules.maxLength(64)], product_id: [rules.required()] };

export interface BatchImportDialogProps {
  isOpen: boolean;
  onClose(): void;
  onSaved(): void;
}

/** A new batch from a factory CSV of device codes (optional token and password columns). */
export function BatchImportDialog({ isOpen, onClose, onSaved }: BatchImportDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const products = useProducts();
  const form = useForm<ImportInput>({ batch_number: '', product_id: '' }, IMPORT_RULES);
  const [file, setFile] = useState<File | null>(null);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (!isOpen) return;
    form.reset({ batch_number: '', product_id: '' });
    setFile(null);
  }, [isOpen]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    if (!file) return notifier.warning(t('batches.pickFile'));
    const text = await file.text();
    if (!(await run(() => productsApi.importCsv(http, { ...form.values, file: text })))) return;
    notifier.success(t('common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog isOpen={isOpen} title={t('batches.importTitle')} saving={saving} onClose={onClose} onSubmit={() => void submit()} testId="batch-import">
      <TextField form={form} name="batch_number" label={t('batches.number')} testId="batch-import-number" required />
      <SelectField
        label={t('batches.product')}
        value={form.values.product_id}
        testId="batch-import-product"
        required
        options={[{ value: '', label: t('batches.pickProduct') }, ...products.map((p) => ({ value: p.id, label: `${p.name} (${p.serial_number})` }))]}
        onChange={(v) => form.set('product_id', v)}
      />
      <FormGroup label={t('batches.csvFile')} helperText={t('batches.csvHelp')}>
        <FileInput
          fill
          text={file?.name ?? t('batches.pickFile')}
          buttonText={t('batches.browse')}
          inputProps={{ accept: '.csv,text/csv', 'data-testid': 'batch-import-file' } as never}
          onInputChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      </FormGroup>
    </FormDialog>
  );
}
