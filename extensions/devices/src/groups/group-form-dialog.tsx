import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useService, useSubmit, useT, type FormRules } from '@tessera/sdk';
import { useEffect, useMemo } from 'react';
import { devicesApi, type GroupRow } from '../api/devices-api';
import { buildGroupTree, descendantIds, flattenGroups } from './group-tree';

interface GroupInput {
  name: string;
  parent_id: string;
}

export const GROUP_FORM_RULES: FormRules<GroupInput> = { name: [rules.required(), rules.maxLength(64)] };

export interface GroupFormDialogProps {
  isOpen: boolean;
  businessId: string;
  groups: GroupRow[];
  /** The group being edited; absent = a new group under `parentId`. */
  group?: GroupRow;
  parentId?: string;
  onClose(): void;
  onSaved(): void;
}

export function GroupFormDialog({ isOpen, businessId, groups, group, parentId, onClose, onSaved }: GroupFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const initial = (): GroupInput => ({ name: group?.name ?? '', parent_id: group?.parent_id ?? parentId ?? '0' });
  const form = useForm<GroupInput>(initial(), GROUP_FORM_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(initial());
  }, [isOpen, group, parentId]); // eslint-disable-line react-hooks/exhaustive-deps

  // A group cannot move under itself or one of its descendants.
  const parents = useMemo(() => {
    const banned = group ? descendantIds(groups, group.id) : new Set<string>();
    return flattenGroups(buildGroupTree(groups)).filter((g) => !banned.has(g.id));
  }, [groups, group]);

  const submit = async () => {
    if (!form.validate()) return;
    const body = { name: form.values.name.trim(), parent_id: form.values.parent_id || '0', business_id: businessId };
    if (!(await run(() => (group ? devicesApi.editGroup(http, { ...body, id: group.id }) : devicesApi.addGroup(http, body))))) return;
    notifier.success(t(group ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t(group ? 'groups.editTitle' : 'groups.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="group-form"
    >
      <TextField form={form} name="name" label={t('groups.name')} testId="group-form-name" required />
      <FormGroup label={t('groups.parent')} labelFor="group-form-parent">
        <HTMLSelect
          id="group-form-parent"
          data-testid="group-form-parent"
          fill
          value={form.values.parent_id}
          onChange={(e) => form.set('parent_id', e.currentTarget.value)}
          options={[{ value: '0', label: t('groups.root') }, ...parents.map((g) => ({ value: g.id, label: `${'\u2003'.repeat(g.depth)}${g.name}` }))]}
        />
      </FormGroup>
    </FormDialog>
  );
}
