import '../reflect-metadata-lite';
import { ContainerModule } from 'inversify';
import { Realtime } from '@tessera/sdk';
import { RealtimeImpl } from './realtime-impl';

/** The one `/api/ws` connection of the tab (issue 5), a singleton on the SDK's `Realtime` token. */
export const realtimeModule = new ContainerModule(({ bind }) => {
  bind<Realtime>(Realtime).to(RealtimeImpl).inSingletonScope();
});
