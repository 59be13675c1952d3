import { Button, Callout, FormGroup, Spinner, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useEditorT } from '../i18n';
import type { WizardStore } from '../model/wizard-store';

/** The publish text area has 26 rows; the pairs are polled each second (the spec's screens and constants). */
export const PUBLISH_ROWS = 26;
export const PAIR_POLL_MS = 1_000;

/** Step 3: the whole configuration as editable JSON, and the publish button. */
export const PublishStep = observer(function PublishStep({ store }: { store: WizardStore }) {
  const t = useEditorT();
  useEffect(() => {
    if (store.pollPairs()) return;
    const timer = setInterval(() => {
      if (store.pollPairs()) clearInterval(timer);
    }, PAIR_POLL_MS);
    return () => clearInterval(timer);
  }, [store]);
  if (!store.jsonReady) {
    return (
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }} data-testid="publish-waiting">
        <Spinner size={20} /> {t('publish.waiting')}
      </div>
    );
  }
  return (
    <div>
      <FormGroup label={t('publish.jsonLabel')} labelFor="publish-json">
        <TextArea
          id="publish-json"
          fill
          rows={PUBLISH_ROWS}
          className="tessera-code"
          value={store.jsonText}
          onChange={(e) => store.setJsonText(e.target.value)}
        />
      </FormGroup>
      {store.publish.isPus && (
        <Callout intent="success" style={{ marginBottom: 8 }}>
          {t('publish.published')}
        </Callout>
      )}
      <Button intent="primary" disabled={store.saving} loading={store.saving} onClick={() => void store.publishPlugin()}>
        {t('publish.checkSubmit')}
      </Button>
    </div>
  );
});
