import { HttpClient, Notifier, useService, useSubmit, useT, type FormState } from '@tessera/sdk';
import { notificationsApi, type ServiceRow } from '../api/notifications-api';

/** Saves one service's form: validate, send its config and switch, then show the stored values (secrets blank). */
export function useServiceSave<V extends { enabled: boolean }>(
  form: FormState<V>,
  type: number,
  toConfig: (v: V) => object,
  toValues: (rows: ServiceRow[]) => V,
) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const { saving, run } = useSubmit();
  const save = async () => {
    if (!form.validate()) return;
    let rows: ServiceRow[] = [];
    const ok = await run(async () => {
      rows = await notificationsApi.saveService(http, type, toConfig(form.values), form.values.enabled ? 1 : 0);
    });
    if (!ok) return;
    form.reset(toValues(rows));
    notifier.success(t('common.editSuccess'));
  };
  return { saving, save };
}
