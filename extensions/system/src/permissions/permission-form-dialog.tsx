import { FormGroup, HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, TextField, useForm, useService, useSubmit, useT } from '@tessera/sdk';
import { useEffect, useMemo } from 'react';
import { functionsApi, type AccessFlag, type FunctionNode, type FunctionType } from '../api/functions-api';

import { IconPicker } from './icon-picker';
import { parentOptions, PERMISSION_FORM_RULES, permissionFormValues, type PermissionFormValues } from './permission-form-rules';

export interface PermissionFormDialogProps {
  isOpen: boolean;
  tree: FunctionNode[];
  /** The node being edited; absent when adding. */
  node?: FunctionNode;
  /** Parent preselected when adding a child. */
  parentId?: string;
  onClose(): void;
  onSaved(): void;
}

const TYPES: FunctionType[] = ['0', '1', '2', '3'];
const TYPE_KEYS = { '0': 'functions.typeDirectory', '1': 'functions.typeMenu', '2': 'functions.typeRoute', '3': 'functions.typeButton' } as const;
const FLAGS: AccessFlag[] = ['tenant', 'sysadmin', 'common'];

export function PermissionFormDialog({ isOpen, tree, node, parentId, onClose, onSaved }: PermissionFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const form = useForm<PermissionFormValues>(permissionFormValues(node, parentId), PERMISSION_FORM_RULES);
  const { saving, run } = useSubmit();
  const parents = useMemo(() => parentOptions(tree, node?.id), [tree, node]);

  useEffect(() => {
    if (isOpen) form.reset(permissionFormValues(node, parentId));
  }, [isOpen, node, parentId]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    const body = { ...form.values, sort: Number(form.values.sort || 0) };
    const ok = await run(() => (node ? functionsApi.edit(http, { ...body, id: node.id }) : functionsApi.add(http, body)));
    if (!ok) return;
    notifier.success(t(node ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t(node ? 'functions.editTitle' : 'functions.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="function-form"
      width={640}
    >
      <FormGroup label={t('functions.parent')} labelFor="function-form-parent">
        <HTMLSelect
          id="function-form-parent"
          fill
          data-testid="function-form-parent"
          value={form.values.parent_id}
          onChange={(e) => form.set('parent_id', e.currentTarget.value)}
          options={[
            { value: '0', label: t('functions.topLevel') },
            ...parents.map((p) => ({ value: p.id, label: `${'\u2003'.repeat(p.depth)}${t(p.title)}` })),
          ]}
        />
      </FormGroup>
      <RadioGroup
        inline
        label={t('functions.type')}
        selectedValue={form.values.type}
        data-testid="function-form-type"
        onChange={(e) => form.set('type', e.currentTarget.value as FunctionType)}
      >
        {TYPES.map((v) => (
          <Radio key={v} value={v} label={t(TYPE_KEYS[v])} data-testid={`function-form-type-${v}`} />
        ))}
      </RadioGroup>
      <TextField form={form} name="name" label={t('functions.name')} testId="function-form-name" required />
      <TextField form={form} name="title" label={t('functions.titleKey')} testId="function-form-title" required helper={t('functions.titleHelp')} />
      <TextField form={form} name="path" label={t('functions.path')} testId="function-form-path" />
      <TextField form={form} name="component" label={t('functions.component')} testId="function-form-component" placeholder="/pages/area/view" />
      <FormGroup label={t('functions.icon')}>
        <IconPicker value={form.values.icon} onChange={(icon) => form.set('icon', icon)} testId="function-form-icon" label={t('functions.icon')} />
      </FormGroup>
      <TextField form={form} name="sort" label={t('functions.sort')} testId="function-form-sort" type="number" />
      <TextField form={form} name="function_code" label={t('functions.code')} testId="function-form-code" placeholder="sys:user:add" />
      <RadioGroup
        inline
        label={t('functions.access')}
        selectedValue={form.values.access}
        onChange={(e) => form.set('access', e.currentTarget.value as AccessFlag)}
      >
        {FLAGS.map((v) => (
          <Radio key={v} value={v} label={t(`functions.access_${v}`)} data-testid={`function-form-access-${v}`} />
        ))}
      </RadioGroup>
      <TextField form={form} name="describe" label={t('functions.description')} testId="function-form-description" multiline />
    </FormDialog>
  );
}
