import { HttpClient, Realtime, useService } from '@tessera/sdk';
import { useMemo } from 'react';
import { shareSource, signedInSource, type ValueSource } from './value-source';

/** The signed-in source (API + WebSocket), or the share link's when a share id is given. */
export function useValueSource(shareId?: string): ValueSource {
  const http = useService<HttpClient>(HttpClient);
  const realtime = useService<Realtime>(Realtime);
  return useMemo(() => (shareId ? shareSource(http, shareId) : signedInSource(http, realtime)), [http, realtime, shareId]);
}
