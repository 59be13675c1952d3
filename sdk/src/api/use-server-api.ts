import { useMemo } from 'react';
import { useService } from '../react/hooks';
import { HttpClient } from '../services/http-client';
import { createServerApi, type ServerApi } from './server-api';

/** The typed server API over the extension's HttpClient (the same object for the life of the component). */
export function useServerApi(): ServerApi {
  const http = useService<HttpClient>(HttpClient);
  return useMemo(() => createServerApi(http), [http]);
}
