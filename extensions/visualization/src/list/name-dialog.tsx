import { FormGroup, InputGroup } from '@blueprintjs/core';
import { FormDialog, useSubmit, useT } from '@tessera/sdk';
import { useState } from 'react';

export interface NameDialogProps {
  title: string;
  initial: { dashboard_name: string; remark: string };
  onSubmit(values: { dashboard_name: string; remark: string }): Promise<unknown>;
  onClose(): void;
}

/** Create or rename: the dashboard's name and description. */
export function NameDialog({ title, initial, onSubmit, onClose }: NameDialogProps) {
  const { t } = useT();
  const [values, setValues] = useState(initial);
  const [missing, setMissing] = useState(false);
  const { saving, run } = useSubmit();
  const submit = async () => {
    if (!values.dashboard_name.trim()) return setMissing(true);
    if (await run(() => onSubmit(values))) onClose();
  };
  return (
    <FormDialog isOpen title={title} saving={saving} onClose={onClose} onSubmit={() => void submit()} testId="dashboard-name-dialog">
      <FormGroup label={t('visualization.name')} intent={missing ? 'danger' : 'none'} helperText={missing ? t('common.required') : undefined}>
        <InputGroup
          value={values.dashboard_name}
          maxLength={100}
          data-testid="dashboard-name"
          onChange={(e) => setValues({ ...values, dashboard_name: e.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label={t('visualization.description')}>
        <InputGroup
          value={values.remark}
          maxLength={500}
          data-testid="dashboard-remark"
          onChange={(e) => setValues({ ...values, remark: e.currentTarget.value })}
        />
      </FormGroup>
    </FormDialog>
  );
}
