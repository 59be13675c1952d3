import { useState } from 'react';
import { Button, Card, H5, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, useLoad, useService, useT } from '@tessera/sdk';
import { marketApi, type MarketSource } from '../api/market-api';

/** Market sources: a directory on the server or the URL of a static index (`tessera-ext index`). */
export function SourcesCard({ onChanged }: { onChanged(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const sources = useLoad<MarketSource[]>(() => marketApi.sources(http), [http]);
  const [draft, setDraft] = useState({ name: '', kind: 'url' as 'directory' | 'url', location: '' });
  const add = async () => {
    try {
      await marketApi.addSource(http, { ...draft, name: draft.name.trim() || draft.location.trim() });
      setDraft({ ...draft, name: '', location: '' });
      await sources.reload();
      onChanged();
    } catch {
      /* the client showed why */
    }
  };
  const remove = async (s: MarketSource) => {
    if (!(await notifier.confirm(t('admin.confirmRemoveSource', { name: s.name }), { intent: 'danger' }))) return;
    await marketApi
      .removeSource(http, s.id)
      .then(() => sources.reload())
      .then(onChanged)
      .catch(() => undefined);
  };
  return (
    <Card data-testid="market-sources">
      <H5>{t('admin.sources')}</H5>
      <p className="bp6-text-muted">{t('admin.sourcesHint')}</p>
      <LoadState loading={sources.loading && !sources.data} error={sources.error} onRetry={sources.reload} empty={false} testId="sources-state">
        <HTMLTable compact style={{ width: '100%' }}>
          <tbody>
            {(sources.data ?? []).map((s) => (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td>{t(`admin.kind.${s.kind}`)}</td>
                <td style={{ wordBreak: 'break-all' }}>{s.location}</td>
                <td>
                  <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={t('admin.remove')} onClick={() => void remove(s)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadState>
      <div style={{ display: 'flex', gap: 6, marginTop: 8, flexWrap: 'wrap' }}>
        <InputGroup placeholder={t('admin.sourceName')} value={draft.name} onValueChange={(name) => setDraft({ ...draft, name })} data-testid="source-name" />
        <HTMLSelect
          value={draft.kind}
          aria-label={t('admin.sourceKind')}
          onChange={(e) => setDraft({ ...draft, kind: e.currentTarget.value as 'directory' | 'url' })}
          options={[
            { value: 'url', label: t('admin.kind.url') },
            { value: 'directory', label: t('admin.kind.directory') },
          ]}
          data-testid="source-kind"
        />
        <InputGroup
          placeholder={t('admin.sourceLocation')}
          value={draft.location}
          onValueChange={(location) => setDraft({ ...draft, location })}
          data-testid="source-location"
          style={{ minWidth: 260 }}
        />
        <Button intent="primary" text={t('admin.add')} disabled={!draft.location.trim()} onClick={() => void add()} data-testid="source-add" />
      </div>
    </Card>
  );
}
