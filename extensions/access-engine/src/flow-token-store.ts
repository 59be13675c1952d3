import type { FlowEditorToken } from './api/access-engine-api';

/**
 * The third token store: `{access_token, expires_in, token_type}` of the embedded flow editor, under the key the
 * Node-RED editor reads for its path (`auth-tokens-flow-editor-<tenant>`), so the editor in the frame is signed in.
 */
export function saveFlowEditorToken(key: string, token: FlowEditorToken): void {
  const { access_token, expires_in, token_type } = token;
  window.localStorage.setItem(key, JSON.stringify({ access_token, expires_in, token_type }));
}

export function readFlowEditorToken(key: string): FlowEditorToken | null {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null') as FlowEditorToken | null;
  } catch {
    return null;
  }
}
