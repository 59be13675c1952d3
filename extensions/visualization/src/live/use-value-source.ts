import { HttpClient, Realtime, useService } from '@tessera/sdk';
import { useMemo } from 'react';
import { signedInSource, type ValueSource } from './value-source';

/** The signed-in source: the API and the tab's realtime WebSocket. */
export function useValueSource(): ValueSource {
  const http = useService<HttpClient>(HttpClient);
  const realtime = useService<Realtime>(Realtime);
  return useMemo(() => signedInSource(http, realtime), [http, realtime]);
}
