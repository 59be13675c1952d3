import { useEffect } from 'react';
import { HttpClient, Realtime, useLoad, useOptionalService, useService } from '@tessera/sdk';
import { marketApi, type InstalledEntry, type MarketPackage } from '../api/market-api';

/**
 * The server's extension list and the market's newest versions (for "update available"), reloaded whenever the
 * server announces an install, update, enable/disable or uninstall on the realtime socket.
 */
export function useInstalled() {
  const http = useService<HttpClient>(HttpClient);
  const realtime = useOptionalService<Realtime>(Realtime);
  const list = useLoad<InstalledEntry[]>(() => marketApi.installed(http), [http]);
  const market = useLoad<MarketPackage[]>(
    () =>
      marketApi
        .catalog(http, {})
        .then((c) => c.list)
        .catch(() => []),
    [http],
  );
  const reloadList = list.reload;
  const reloadMarket = market.reload;
  useEffect(
    () =>
      realtime?.subscribeTopic('extensions', () => {
        void reloadList();
        void reloadMarket();
      }),
    [realtime, reloadList, reloadMarket],
  );
  const updates = new Map((market.data ?? []).filter((p) => p.update_available).map((p) => [p.id, p]));
  return { list, updates, reloadAll: () => Promise.all([list.reload(), market.reload()]) };
}
