import { FileInput, FormGroup, ProgressBar } from '@blueprintjs/core';
import {
  FormDialog,
  HttpClient,
  I18nService,
  Notifier,
  rules,
  SessionStore,
  TextField,
  useForm,
  useService,
  useSubmit,
  useT,
  type FormRules,
} from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { productsApi, type PackageInput } from '../api/products-api';
import { SelectField } from '../common/select-field';
import { uploadFile } from '../common/upload-file';
import { useProducts } from '../common/use-products';

type PackageFields = Omit<PackageInput, 'package_url' | 'file_name'>;
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
export const PACKAGE_FORM_RULES: FormRules<PackageFields> = {
  package_name: [rules.required(), rules.maxLength(255)],
  package_version: [rules.required(), rules.pattern(SEMVER, 'firmware.badVersion')],
  package_module: [rules.maxLength(64)],
  product_id: [rules.required()],
  signature_algorithm: [rules.required()],
  description: [rules.maxLength(1024)],
};

export interface PackageFormDialogProps {
  isOpen: boolean;
  onClose(): void;
  onSaved(): void;
}

/** A firmware package: the file is uploaded first (with a progress bar), then the package is added; the server signs it. */
export function PackageFormDialog({ isOpen, onClose, onSaved }: PackageFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const session = useService<SessionStore>(SessionStore);
  const i18n = useService<I18nService>(I18nService);
  const products = useProducts();
  const initial: PackageFields = {
    package_name: '',
    package_version: '',
    package_module: 'default',
    product_id: '',
    signature_algorithm: 'SHA256',
    description: '',
  };
  const form = useForm<PackageFields>(initial, PACKAGE_FORM_RULES);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (!isOpen) return;
    form.reset(initial);
    setFile(null);
    setProgress(null);
  }, [isOpen]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    if (!file) return notifier.warning(t('firmware.pickFile'));
    setProgress(0);
    const added = await run(async () => {
      const up = await uploadFile(file, { token: session.token, language: i18n.language, onProgress: setProgress });
      if (up.code !== 200 || !up.data) throw new Error(up.message);
      return productsApi.addPackage(http, { ...form.values, package_url: up.data.package_url, file_name: file.name });
    }).catch((err: Error) => (notifier.error(err.message), null));
    if (!added) return setProgress(null);
    notifier.success(t('common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog isOpen={isOpen} title={t('firmware.addTitle')} saving={saving} onClose={onClose} onSubmit={() => void submit()} testId="package-form">
      <TextField form={form} name="package_name" label={t('firmware.name')} testId="package-form-name" required />
      <TextField form={form} name="package_version" label={t('firmware.version')} testId="package-form-version" placeholder="1.2.3" required />
      <TextField form={form} name="package_module" label={t('firmware.module')} testId="package-form-module" />
      <SelectField
        label={t('firmware.product')}
        value={form.values.product_id}
        testId="package-form-product"
        required
        options={[{ value: '', label: t('batches.pickProduct') }, ...products.map((p) => ({ value: p.id, label: `${p.name} (${p.serial_number})` }))]}
        onChange={(v) => form.set('product_id', v)}
      />
      <SelectField
        label={t('firmware.signType')}
        value={form.values.signature_algorithm}
        testId="package-form-sign"
        required
        options={[
          { value: 'SHA256', label: 'SHA256' },
          { value: 'MD5', label: 'MD5' },
        ]}
        onChange={(v) => form.set('signature_algorithm', v as 'MD5' | 'SHA256')}
      />
      <FormGroup label={t('firmware.file')} labelInfo="*">
        <FileInput
          fill
          text={file?.name ?? t('firmware.pickFile')}
          buttonText={t('batches.browse')}
          inputProps={{ 'data-testid': 'package-form-file' } as never}
          onInputChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
        {progress !== null && (
          <ProgressBar value={progress} animate={progress < 1} stripes={progress < 1} intent="primary" data-testid="package-form-progress" />
        )}
      </FormGroup>
      <TextField form={form} name="description" label={t('firmware.description')} testId="package-form-description" multiline />
    </FormDialog>
  );
}
