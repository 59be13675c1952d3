import { defineExtension } from '@tessera/sdk';
import { AlarmStrategyView } from './views/alarm-strategy-view';
import { ControlStrategyView } from './views/control-strategy-view';
import { LinkageView } from './views/linkage-view';
import { LogsView } from './views/logs-view';
import { ScenesView } from './views/scenes-view';

/** Automation: scene linkage (the editor), scene management, alarm and control strategies, and the run logs. */
export default defineExtension({
  views: { linkage: LinkageView, scenes: ScenesView, alarm: AlarmStrategyView, control: ControlStrategyView, logs: LogsView },
});
