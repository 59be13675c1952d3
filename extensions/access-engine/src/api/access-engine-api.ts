import type { HttpClient } from '@tessera/sdk';

export interface EngineStatus {
  mode: 'embedded' | 'off' | 'url';
  state: 'stopped' | 'starting' | 'ready' | 'failed' | 'off' | 'external';
  editor_url: string;
  token_key: string;
  error: string;
}

/** The flow editor's token: the third token store keeps exactly these three fields. */
export interface FlowEditorToken {
  access_token: string;
  expires_in: number;
  token_type: string;
}

export const accessEngineApi = {
  status: (http: HttpClient, start: boolean) => http.call<EngineStatus>('/access_engine/status', { start }),
  token: (http: HttpClient) => http.call<FlowEditorToken>('/access_engine/token', {}),
};
