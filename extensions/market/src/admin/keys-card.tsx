import { useState } from 'react';
import { Button, Card, H5, HTMLTable, InputGroup } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, useLoad, useService, useT } from '@tessera/sdk';
import { marketApi, type TrustedKey } from '../api/market-api';

/** Trusted publisher keys: the public key `tessera-ext keygen` printed, under a name. */
export function KeysCard({ onChanged }: { onChanged(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const keys = useLoad<TrustedKey[]>(() => marketApi.keys(http), [http]);
  const [name, setName] = useState('');
  const [publicKey, setPublicKey] = useState('');
  const add = async () => {
    try {
      await marketApi.addKey(http, { name: name.trim() || t('admin.publisher'), public_key: publicKey.trim() });
      setName('');
      setPublicKey('');
      await keys.reload();
      onChanged();
    } catch {
      /* the client showed why */
    }
  };
  const remove = async (k: TrustedKey) => {
    if (!(await notifier.confirm(t('admin.confirmRemoveKey', { name: k.name }), { intent: 'danger' }))) return;
    await marketApi
      .removeKey(http, k.id)
      .then(() => keys.reload())
      .then(onChanged)
      .catch(() => undefined);
  };
  return (
    <Card data-testid="market-keys">
      <H5>{t('admin.keys')}</H5>
      <p className="bp6-text-muted">{t('admin.keysHint')}</p>
      <LoadState loading={keys.loading && !keys.data} error={keys.error} onRetry={keys.reload} empty={false} testId="keys-state">
        <HTMLTable compact style={{ width: '100%' }}>
          <tbody>
            {(keys.data ?? []).map((k) => (
              <tr key={k.id} data-key={k.id}>
                <td>{k.name}</td>
                <td>
                  <code>{k.id}</code>
                </td>
                <td>
                  <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={t('admin.remove')} onClick={() => void remove(k)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadState>
      <div style={{ display: 'flex', gap: 6, marginTop: 8, flexWrap: 'wrap' }}>
        <InputGroup placeholder={t('admin.keyName')} value={name} onValueChange={setName} data-testid="key-name" />
        <InputGroup placeholder={t('admin.publicKey')} value={publicKey} onValueChange={setPublicKey} data-testid="key-value" style={{ minWidth: 300 }} />
        <Button intent="primary" text={t('admin.trust')} disabled={!publicKey.trim()} onClick={() => void add()} data-testid="key-add" />
      </div>
    </Card>
  );
}
