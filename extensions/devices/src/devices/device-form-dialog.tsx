import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, TextField, useForm, useLoad, useService, useSubmit, useT } from '@tessera/sdk';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { devicesApi, type DeviceKind, type DeviceRow, type PluginRow } from '../api/devices-api';
import { ProjectSelect } from '../common/project-select';
import { buildGroupTree, flattenGroups } from '../groups/group-tree';
import { DEVICE_FORM_RULES, toBody, toInput, type DeviceInput } from './device-info';
import { NewPluginButton } from './new-plugin-button';
import { ProtocolConfigForm } from './protocol-config-form';

export interface DeviceFormDialogProps {
  isOpen: boolean;
  /** The device id to edit; absent = a new device. */
  deviceId?: string;
  businessId: string;
  plugins: PluginRow[];
  /** Reloads `plugins` after one was made in the plugin editor's wizard (opened from the form). */
  onPluginCreated?(): Promise<unknown> | void;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a device (the spec's device fields). Editing loads the full row first (`/device/data`). */
export function DeviceFormDialog({ isOpen, deviceId, businessId, plugins, onPluginCreated, onClose, onSaved }: DeviceFormDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const form = useForm<DeviceInput>(toInput(undefined), DEVICE_FORM_RULES);
  const { saving, run } = useSubmit();
  const [original, setOriginal] = useState<DeviceRow>();
  const [project, setProject] = useState(businessId);

  useEffect(() => {
    if (!isOpen) return;
    setOriginal(undefined);
    setProject(businessId);
    form.reset(toInput(undefined));
    if (!deviceId) return;
    let live = true;
    devicesApi.device(http, deviceId).then(
      (d) => {
        if (!live) return;
        setOriginal(d);
        form.reset(toInput(d));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [isOpen, deviceId]); // eslint-disable-line react-hooks/exhaustive-deps

  const groups = useLoad(() => (project ? devicesApi.groups(http, project) : Promise.resolve([])), [http, project]);
  const groupOptions = useMemo(() => flattenGroups(buildGroupTree(groups.data ?? [])), [groups.data]);
  const gateways = useLoad(
    async () =>
      isOpen && form.values.device_type === '3'
        ? (await devicesApi.devices(http, { current_page: 1, per_page: 100, business_id: project })).data.filter((d) => d.device_type === '2')
        : [],
    [http, project, isOpen, form.values.device_type],
  );

  // Protocol plugins the platform offers; none (or no answer) leaves MQTT only.
  const protocols = useLoad(() => (isOpen ? devicesApi.protocolTypes(http) : Promise.resolve([])), [http, isOpen]);
  const protocolOptions = useMemo(() => {
    const known = (protocols.data ?? []).map((p) => ({ value: p.protocol_type, label: `${p.name} (${p.protocol_type})` }));
    const current = form.values.protocol;
    const missing = current && current !== 'mqtt' && !known.some((k) => k.value === current) ? [{ value: current, label: current }] : [];
    return [{ value: 'mqtt', label: 'MQTT' }, ...known, ...missing];
  }, [protocols.data, form.values.protocol]);

  const submit = async () => {
    if (!form.validate()) return;
    const body = toBody(form.values, original);
    if (!(await run(() => (deviceId ? devicesApi.editDevice(http, { ...body, id: deviceId }) : devicesApi.addDevice(http, body))))) return;
    notifier.success(t(deviceId ? 'common.editSuccess' : 'common.addSuccess'));
    onSaved();
  };

  const select = (name: keyof DeviceInput, label: string, options: { value: string; label: string }[], error?: string, extra?: ReactNode) => {
    const picker = (
      <HTMLSelect
        id={`device-form-${name}`}
        data-testid={`device-form-${name}`}
        fill
        value={String(form.values[name])}
        onChange={(e) => form.set(name, e.currentTarget.value as never)}
        options={options}
      />
    );
    return (
      <FormGroup
        label={label}
        labelFor={`device-form-${name}`}
        intent={error ? 'danger' : 'none'}
        helperText={
          error ? (
            <span role="alert" data-testid={`device-form-${name}-error`}>
              {t(error)}
            </span>
          ) : undefined
        }
      >
        {extra ? (
          <div style={{ display: 'flex', gap: 8 }}>
            {picker}
            {extra}
          </div>
        ) : (
          picker
        )}
      </FormGroup>
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t(deviceId ? 'devices.editTitle' : 'devices.addTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="device-form"
      width={640}
    >
      <TextField form={form} name="name" label={t('devices.name')} testId="device-form-name" required />
      {select(
        'device_type',
        t('devices.kind'),
        (['1', '2', '3'] as DeviceKind[]).map((k) => ({ value: k, label: t(`devices.kind${{ 1: 'Direct', 2: 'Gateway', 3: 'Sub' }[k]}`) })),
      )}
      <FormGroup label={t('projects.name')} labelFor="device-form-project">
        <ProjectSelect
          value={project}
          testId="device-form-project"
          onChange={(p) => {
            setProject(p);
            form.set('asset_id', '');
          }}
        />
      </FormGroup>
      {select(
        'asset_id',
        t('devices.group'),
        [{ value: '', label: t('devices.chooseGroup') }, ...groupOptions.map((g) => ({ value: g.id, label: `${'\u2003'.repeat(g.depth)}${g.name}` }))],
        form.errors.asset_id,
      )}
      {select(
        'type',
        t('devices.plugin'),
        [{ value: '', label: t('devices.noPlugin') }, ...plugins.map((p) => ({ value: p.id, label: p.model_name }))],
        undefined,
        <NewPluginButton
          onCreated={async (p) => {
            await onPluginCreated?.();
            form.set('type', p.id);
          }}
        />,
      )}
      {select('protocol', t('devices.protocol'), protocolOptions)}
      {form.values.protocol !== 'mqtt' && (
        <ProtocolConfigForm
          protocolType={form.values.protocol}
          deviceType={form.values.device_type}
          value={form.values.protocol_config}
          onChange={(v) => form.set('protocol_config', v)}
        />
      )}
      {form.values.device_type === '3' && (
        <>
          {select(
            'parent_id',
            t('devices.gateway'),
            [{ value: '', label: t('devices.chooseGateway') }, ...(gateways.data ?? []).map((g) => ({ value: g.device, label: g.device_name }))],
            form.errors.parent_id,
          )}
          <TextField form={form} name="sub_device_addr" label={t('devices.subAddr')} testId="device-form-sub-addr" helper={t('devices.subAddrHelp')} />
        </>
      )}
      <TextField
        form={form}
        name="location"
        label={t('devices.location')}
        testId="device-form-location"
        placeholder="116.397,39.909"
        helper={t('devices.locationHelp')}
      />
      <TextField form={form} name="threshold" type="number" label={t('devices.threshold')} testId="device-form-threshold" helper={t('devices.thresholdHelp')} />
      <TextField form={form} name="d_id" label={t('devices.deviceId')} testId="device-form-d-id" />
      <TextField form={form} name="current_version" label={t('devices.firmware')} testId="device-form-firmware" />
      <TextField form={form} name="token" label={t('devices.token')} testId="device-form-token" helper={t('devices.tokenHelp')} />
      <TextField form={form} name="password" type="password" label={t('devices.password')} testId="device-form-password" />
    </FormDialog>
  );
}
