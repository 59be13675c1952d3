import './reflect-metadata-lite';
import { Container } from 'inversify';
import { extensionsModule } from './extensions/extensions-module';
import { realtimeModule } from './realtime/realtime-module';
import { servicesModule } from './services/services-module';
import { widgetsModule } from './widgets/widgets-module';

/**
 * The root container (docs/ARCHITECTURE.md, 'Dependency injection'). Singletons by default: every core service is one
 * per tab, and extensions get child containers from the extension host, never this one.
 */
export function createContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(servicesModule, extensionsModule, widgetsModule, realtimeModule);
  return container;
}
