import { Button, Callout, Code } from '@blueprintjs/core';
import { HttpClient, Notifier, useLoad, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi } from '../api/mini-program-api';

/** The key the site's mini-program sends to the open routes: its last characters, or a new one shown once. */
export function SiteKeyPanel({ siteId }: { siteId: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const key = useLoad(() => miniApi.siteKey(http, siteId), [siteId]);
  const [fresh, setFresh] = useState('');
  const reset = async () => {
    if (key.data?.has_key && !(await notifier.confirm(t('key.confirmReset'), { intent: 'warning' }))) return;
    try {
      setFresh((await miniApi.resetKey(http, siteId)).key);
      await key.reload();
    } catch {
      /* shown by the http client */
    }
  };
  if (key.error) return null;
  return (
    <Callout icon="key" style={{ marginBottom: 12 }} data-testid="site-key-panel">
      {fresh ? (
        <span>
          {t('key.shownOnce')} <Code data-testid="site-key-value">{fresh}</Code>
        </span>
      ) : (
        <span data-testid="site-key-state">{key.data?.has_key ? t('key.hint', { hint: key.data.key_hint }) : t('key.none')}</span>
      )}{' '}
      <Button size="small" icon="refresh" text={t(key.data?.has_key ? 'key.reset' : 'key.create')} data-testid="site-key-reset" onClick={() => void reset()} />
    </Callout>
  );
}
