import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { HttpClient, useService, useT } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { gatewayApi, type GatewayApp, type OpenApi, type DeviceOption } from './api/gateway-api';
import { appErrors, appValues, emptyApp, type AppErrors, type AppValues } from './app-form-values';
import { AppFormFields } from './app-form-fields';

export interface AppDialogProps {
  isOpen: boolean;
  app?: GatewayApp;
  onClose(): void;
  onSaved(saved: GatewayApp): void;
}

/** Adds or edits an open-API app; the server issues the key and secret. */
export function AppDialog({ isOpen, app, onClose, onSaved }: AppDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [v, setV] = useState<AppValues>(emptyApp());
  const [errors, setErrors] = useState<AppErrors>({});
  const [saving, setSaving] = useState(false);
  const [apis, setApis] = useState<OpenApi[]>([]);
  const [devices, setDevices] = useState<DeviceOption[]>([]);

  useEffect(() => {
    if (!isOpen) return;
    setV(app ? appValues(app) : emptyApp());
    setErrors({});
    gatewayApi.apis(http).then(setApis, () => undefined);
    gatewayApi.devices(http).then(
      (p) => setDevices(p.data),
      () => undefined,
    );
  }, [isOpen, app, http]);

  const set = <K extends keyof AppValues>(k: K, value: AppValues[K]) => {
    setV((cur) => ({ ...cur, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const save = async () => {
    const e = appErrors(v);
    setErrors(e);
    if (Object.keys(e).length) return;
    setSaving(true);
    try {
      onSaved(await gatewayApi.save(http, { ...v, name: v.name.trim(), ip_whitelist: v.ip_whitelist.trim() }));
    } catch {
      /* the http client showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(app ? 'app.edit' : 'app.add')} style={{ width: 640 }}>
      <DialogBody>
        <AppFormFields values={v} errors={errors} set={set} apis={apis} devices={devices} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('common.save')} loading={saving} data-testid="app-save" onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
