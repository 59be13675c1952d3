import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useHasAuth, useT, type ViewProps } from '@tessera/sdk';
import { EditorFrame } from './editor-frame';
import { useEngineStatus } from './use-engine-status';

/**
 * The access engine page: the tenant's Node-RED editor once it runs (a tenant admin's visit starts it in the
 * background), how to enable it when it is off, or the external Node-RED the deployment names.
 */
export function AccessEngineView(_props: ViewProps) {
  const { t } = useT();
  const canEdit = useHasAuth('rule:access:edit');
  const { status, failed, retry } = useEngineStatus(canEdit);

  const body = () => {
    if (failed) return <NonIdealState icon="error" title={t('access.unreachable')} action={<Button text={t('access.retry')} onClick={retry} />} />;
    if (!status) return <Spinner size={32} />;
    if (status.mode === 'off') {
      return (
        <Callout intent="primary" icon="info-sign" title={t('access.offTitle')} data-testid="access-engine-off">
          <p>{t('access.offHelp')}</p>
          <code>TESSERA_FLOW_EDITOR=embedded</code>
        </Callout>
      );
    }
    if (status.mode === 'url') {
      // Another origin: the console's security policy frames only its own, so the editor opens in its own tab.
      return (
        <Callout intent="primary" icon="link" data-testid="access-engine-external">
          {t('access.external')}{' '}
          <a href={status.editor_url} target="_blank" rel="noreferrer">
            {status.editor_url}
          </a>
        </Callout>
      );
    }
    if (status.state === 'ready') {
      return canEdit ? (
        <EditorFrame src={status.editor_url} tokenKey={status.token_key} />
      ) : (
        <div data-testid="access-engine-readonly">
          <NonIdealState icon="lock" title={t('access.running')} description={t('access.noEditorHelp')} />
        </div>
      );
    }
    if (status.state === 'starting')
      return (
        <div data-testid="access-engine-starting">
          <NonIdealState icon={<Spinner size={32} />} title={t('access.starting')} />
        </div>
      );
    if (status.state === 'failed') {
      return (
        <div data-testid="access-engine-failed">
          <NonIdealState
            icon="error"
            title={t('access.failed')}
            description={status.error}
            action={canEdit ? <Button text={t('access.retry')} onClick={retry} /> : undefined}
          />
        </div>
      );
    }
    return (
      <div data-testid="access-engine-stopped">
        <NonIdealState icon="offline" title={t('access.stopped')} description={t('access.noEditorHelp')} />
      </div>
    );
  };

  return (
    <section aria-label={t('access.title')} data-testid="access-engine-view">
      {body()}
    </section>
  );
}
