import { NonIdealState, Spinner } from '@blueprintjs/core';
import { HttpClient, useService, useT } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { accessEngineApi } from './api/access-engine-api';
import { saveFlowEditorToken } from './flow-token-store';

export interface EditorFrameProps {
  /** Same-origin path of the tenant's editor. */
  src: string;
  /** Where the editor reads its token. */
  tokenKey: string;
}

/** Gets a flow-editor token into the third store, then shows the Node-RED editor in a frame. */
export function EditorFrame({ src, tokenKey }: EditorFrameProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [ready, setReady] = useState(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    let live = true;
    accessEngineApi.token(http).then(
      (token) => {
        saveFlowEditorToken(tokenKey, token);
        if (live) setReady(true);
      },
      () => live && setRefused(true),
    );
    return () => {
      live = false;
    };
  }, [http, tokenKey]);

  if (refused)
    return (
      <div data-testid="access-engine-refused">
        <NonIdealState icon="lock" title={t('access.noEditor')} description={t('access.noEditorHelp')} />
      </div>
    );
  if (!ready) return <Spinner size={32} />;
  return (
    <iframe
      title={t('access.editorTitle')}
      src={src}
      data-testid="access-engine-editor"
      style={{ width: '100%', height: 'calc(100vh - 190px)', minHeight: 480, border: 0 }}
    />
  );
}
