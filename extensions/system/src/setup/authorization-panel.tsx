import { Button, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDate, HttpClient, Notifier, useHasAuth, useService, useSubmit, useT } from '@tessera/sdk';
import { useCallback, useEffect, useState } from 'react';
import { settingsApi, type AuthorizationInfo } from '../api/settings-api';

/** System authorization: what this installation is licensed for; a new license key may be entered. */
export function AuthorizationPanel() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canEdit = useHasAuth('sys:setup:edit');
  const [info, setInfo] = useState<AuthorizationInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState('');
  const { saving, run } = useSubmit();

  const load = useCallback(async () => {
    setError(null);
    try {
      setInfo(await settingsApi.authorization(http));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [http]);

  useEffect(() => void load(), [load]);

  const save = async () => {
    if (!key.trim()) return;
    if (await run(async () => setInfo(await settingsApi.saveAuthorization(http, key.trim())))) {
      setKey('');
      notifier.success(t('common.editSuccess'));
    }
  };

  if (error)
    return (
      <NonIdealState icon="error" title={t('common.error')} description={error} action={<Button text={t('common.retry')} onClick={() => void load()} />} />
    );
  if (!info) return <Spinner aria-label={t('common.loading')} />;
  const rows: [string, string][] = [
    ['setup.edition', info.edition],
    ['setup.version', info.version],
    ['setup.licensee', info.licensee || '-'],
    ['setup.issuedAt', info.issued_at ? formatDate(info.issued_at) : '-'],
    ['setup.expiresAt', info.expires_at ? formatDate(info.expires_at) : t('setup.never')],
    ['setup.deviceLimit', info.device_limit == null ? t('setup.unlimited') : String(info.device_limit)],
    ['setup.licenseKey', info.license_key_set ? t('setup.secretSet') : t('setup.secretNotSet')],
  ];
  return (
    <div data-testid="setup-authorization">
      <HTMLTable compact>
        <tbody>
          {rows.map(([k, val]) => (
            <tr key={k}>
              <th>{t(k)}</th>
              <td data-testid={`setup-auth-${k.split('.')[1]}`}>{val}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {canEdit && (
        <form
          noValidate
          style={{ marginTop: 12 }}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <FormGroup label={t('setup.licenseKey')} labelFor="setup-license-key">
            <InputGroup id="setup-license-key" type="password" value={key} onValueChange={setKey} data-testid="setup-license-key" />
          </FormGroup>
          <Button type="submit" intent="primary" text={t('common.save')} disabled={!key.trim()} loading={saving} data-testid="setup-license-save" />
        </form>
      )}
    </div>
  );
}
