import { HttpClient, useLoad, useService, type Page } from '@tessera/sdk';
import type { ActionChoices } from './action-row';

const ALL = { current_page: 1, per_page: 1000 };

/** The scenes, saved alarm strategies and control strategies an action can name. */
export function useActionChoices(): ActionChoices {
  const http = useService<HttpClient>(HttpClient);
  const loaded = useLoad(async () => {
    const [scenes, strategies, controls] = await Promise.all([
      http.call<Page<{ id: string; scenario_name: string }>>('/scenario/strategy/list', ALL),
      http.call<Page<{ id: string; warning_strategy_name: string }>>('/v1/warning/strategy/list', ALL),
      http.call<Page<{ id: string; strategy_name: string }>>('/v1/control/strategy/list', ALL),
    ]);
    return {
      scenes: scenes.data.map((r) => ({ id: r.id, name: r.scenario_name })),
      strategies: strategies.data.map((r) => ({ id: r.id, name: r.warning_strategy_name })),
      controls: controls.data.map((r) => ({ id: r.id, name: r.strategy_name })),
    };
  }, [http]);
  return loaded.data ?? { scenes: [], strategies: [], controls: [] };
}
