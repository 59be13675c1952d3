import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { HttpClient, useService, useT } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { dataServiceApi, type DataService } from './api/data-service-api';
import { ServiceFormFields } from './service-form-fields';
import { emptyService, serviceErrors, serviceValues, type ServiceErrors, type ServiceValues } from './service-form-values';

export interface ServiceDialogProps {
  isOpen: boolean;
  service?: DataService;
  onClose(): void;
  onSaved(saved: DataService): void;
}

/** Adds or edits a data service; the server issues its key and secret and checks the SQL. */
export function ServiceDialog({ isOpen, service, onClose, onSaved }: ServiceDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [v, setV] = useState<ServiceValues>(emptyService());
  const [errors, setErrors] = useState<ServiceErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setV(service ? serviceValues(service) : emptyService());
    setErrors({});
  }, [isOpen, service]);

  const set = <K extends keyof ServiceValues>(k: K, value: ServiceValues[K]) => {
    setV((cur) => ({ ...cur, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const save = async () => {
    const e = serviceErrors(v);
    setErrors(e);
    if (Object.keys(e).length) return;
    setSaving(true);
    try {
      const body = {
        ...v,
        name: v.name.trim(),
        ip_whitelist: v.ip_whitelist.trim(),
        push_url: v.push_url.trim(),
        time_interval: v.api_flag === '1' ? v.time_interval : 0,
      };
      onSaved(await dataServiceApi.save(http, body));
    } catch {
      /* the http client showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(service ? 'service.edit' : 'service.add')} style={{ width: 760 }}>
      <DialogBody>
        <ServiceFormFields values={v} errors={errors} set={set} appKey={service?.app_key} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('common.save')} loading={saving} data-testid="service-save" onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
