import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, rules, TextField, useForm, useLoad, useService, useSubmit, useT, type FormRules } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { productsApi } from '../api/products-api';
import { SelectField } from '../common/select-field';

interface TaskFields {
  task_name: string;
  upgrade_time_type: '0' | '1';
  start_time: string;
  select_device_flag: '0' | '1';
  retry_count: number;
  timeout_seconds: number;
  description: string;
}
const whole = (min: number, max: number) => (v: unknown) => (Number.isInteger(Number(v)) && Number(v) >= min && Number(v) <= max ? null : 'tasks.badNumber');
export const TASK_FORM_RULES: FormRules<TaskFields> = {
  task_name: [rules.required(), rules.maxLength(255)],
  upgrade_time_type: [rules.required()],
  start_time: [(v, values) => (values.upgrade_time_type === '1' && !v ? 'validation.required' : null)],
  select_device_flag: [rules.required()],
  retry_count: [whole(0, 10)],
  timeout_seconds: [whole(1, 86_400)],
  description: [rules.maxLength(1024)],
};

export interface TaskFormDialogProps {
  isOpen: boolean;
  otaId: string;
  onClose(): void;
  onSaved(): void;
}

/** A new upgrade task: chosen devices or every device of the product below the package's version, now or scheduled. */
export function TaskFormDialog({ isOpen, otaId, onClose, onSaved }: TaskFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const initial: TaskFields = {
    task_name: '',
    upgrade_time_type: '0',
    start_time: '',
    select_device_flag: '1',
    retry_count: 3,
    timeout_seconds: 600,
    description: '',
  };
  const form = useForm<TaskFields>(initial, TASK_FORM_RULES);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const devices = useLoad(() => productsApi.devices(http, search), [search]);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (!isOpen) return;
    form.reset(initial);
    setChosen(new Set());
  }, [isOpen]); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = (id: string) =>
    setChosen((cur) => {
      const next = new Set(cur);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = async () => {
    if (!form.validate()) return;
    const v = form.values;
    if (v.select_device_flag === '1' && !chosen.size) return notifier.warning(t('tasks.pickDevices'));
    const start = v.upgrade_time_type === '1' ? new Date(v.start_time).toISOString() : undefined;
    if (
      !(await run(() =>
        productsApi.addTask(http, {
          ...v,
          start_time: start,
          ota_id: otaId,
          device_id_list: [...chosen],
          retry_count: Number(v.retry_count),
          timeout_seconds: Number(v.timeout_seconds),
        }),
      ))
    )
      return;
    notifier.success(t('common.addSuccess'));
    onSaved();
  };

  return (
    <FormDialog isOpen={isOpen} title={t('tasks.addTitle')} saving={saving} onClose={onClose} onSubmit={() => void submit()} testId="task-form" width={640}>
      <TextField form={form} name="task_name" label={t('tasks.name')} testId="task-form-name" required />
      <SelectField
        label={t('tasks.when')}
        value={form.values.upgrade_time_type}
        testId="task-form-when"
        required
        options={[
          { value: '0', label: t('tasks.now') },
          { value: '1', label: t('tasks.scheduled') },
        ]}
        onChange={(v) => form.set('upgrade_time_type', v as '0' | '1')}
      />
      {form.values.upgrade_time_type === '1' && (
        <FormGroup
          label={t('tasks.startTime')}
          labelInfo="*"
          intent={form.errors.start_time ? 'danger' : 'none'}
          helperText={form.errors.start_time && t(form.errors.start_time)}
        >
          <InputGroup type="datetime-local" data-testid="task-form-start" value={form.values.start_time} onValueChange={(v) => form.set('start_time', v)} />
        </FormGroup>
      )}
      <SelectField
        label={t('tasks.devices')}
        value={form.values.select_device_flag}
        testId="task-form-scope"
        required
        options={[
          { value: '1', label: t('tasks.chosenDevices') },
          { value: '0', label: t('tasks.allBelow') },
        ]}
        onChange={(v) => form.set('select_device_flag', v as '0' | '1')}
      />
      {form.values.select_device_flag === '1' && (
        <FormGroup label={t('tasks.pickDevices')}>
          <InputGroup leftIcon="search" placeholder={t('tasks.searchDevices')} data-testid="task-form-search" value={search} onValueChange={setSearch} />
          <div style={{ maxHeight: 180, overflow: 'auto', marginTop: 6 }} data-testid="task-form-devices">
            {(devices.data?.data ?? []).map((d) => (
              <Checkbox
                key={d.device}
                checked={chosen.has(d.device)}
                onChange={() => toggle(d.device)}
                data-testid={`task-device-${d.device_name}`}
                labelElement={
                  <>
                    {d.device_name} <small>{d.current_version}</small>
                  </>
                }
              />
            ))}
          </div>
        </FormGroup>
      )}
      <TextField form={form} name="retry_count" type="number" label={t('tasks.retryCount')} testId="task-form-retry" />
      <TextField form={form} name="timeout_seconds" type="number" label={t('tasks.timeout')} testId="task-form-timeout" />
      <TextField form={form} name="description" label={t('tasks.description')} testId="task-form-description" multiline />
    </FormDialog>
  );
}
