import { Callout, Code } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { SignatureMode } from './api/data-service-api';

/** The server path third parties open for the WebSocket push (the same server as the console). */
export const WS_PUSH_PATH = '/api/openapi/v1/data/services/ws/share';

/** ws:// or wss:// address of the WebSocket push on the server serving this console. */
export const wsPushUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${WS_PUSH_PATH}`;

export interface WsAddressProps {
  appKey?: string;
  signatureMode: SignatureMode;
  interval: number;
}

/** Where a third party opens the WebSocket push and how it signs the handshake (shown when api_flag is "1"). */
export function WsAddress({ appKey, signatureMode, interval }: WsAddressProps) {
  const { t } = useT();
  const hash = signatureMode === 'MD5' ? 'MD5' : 'SHA256';
  return (
    <Callout icon="feed" title={t('ws.title')} data-testid="service-ws-address" style={{ marginBottom: 12 }}>
      <p>
        <Code data-testid="service-ws-url">{wsPushUrl()}</Code>
      </p>
      <p>{t('ws.headers', { hash })}</p>
      <p>
        <Code data-testid="service-ws-query">{`?app_key=${appKey || '<app key>'}&timestamp=<unix s>&signature=<hex(${hash}(timestamp + secret))>`}</Code>
      </p>
      <p>{t('ws.pushes', { n: interval })}</p>
    </Callout>
  );
}
