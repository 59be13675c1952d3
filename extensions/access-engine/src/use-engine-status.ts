import { HttpClient, useService } from '@tessera/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { accessEngineApi, type EngineStatus } from './api/access-engine-api';

const POLL_MS = 1000;

/** The engine's state, asking it to start (a tenant admin's visit does) and polling while it starts. */
export function useEngineStatus(start: boolean) {
  const http = useService<HttpClient>(HttpClient);
  const [status, setStatus] = useState<EngineStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(
    async (ask: boolean) => {
      clearTimeout(timer.current);
      try {
        const s = await accessEngineApi.status(http, ask);
        setStatus(s);
        setFailed(false);
        if (s.state === 'starting') timer.current = setTimeout(() => void load(false), POLL_MS);
      } catch {
        setFailed(true);
      }
    },
    [http],
  );

  useEffect(() => {
    void load(start);
    return () => clearTimeout(timer.current);
  }, [load, start]);

  return { status, failed, retry: () => void load(true) };
}
