import { ContainerModule } from 'inversify';
import { ExtensionHost, RouteService, ViewRegistry } from '@tessera/sdk';
import { ExtensionHostImpl } from './extension-host-impl';
import { ExtensionHostInternal } from './extension-host-internal';
import { BlobModuleImporter, ModuleImporter } from './module-importer';
import { RouteServiceImpl } from './route-service-impl';
import { ServiceLocator } from './service-locator';
import { ViewRegistryImpl } from './view-registry-impl';

/** The extension host's bindings. Tests rebind ModuleImporter to substitute module loading. */
export const extensionsModule = new ContainerModule(({ bind }) => {
  bind(ViewRegistry).to(ViewRegistryImpl).inSingletonScope();
  bind(RouteService).to(RouteServiceImpl).inSingletonScope();
  bind(ExtensionHost).to(ExtensionHostImpl).inSingletonScope();
  bind(ExtensionHostInternal).toService(ExtensionHost);
  bind(ModuleImporter).to(BlobModuleImporter).inSingletonScope();
  // Resolution happens later (an extension's ctx.get), against whichever container built the host.
  bind(ServiceLocator)
    .toDynamicValue((ctx) => ({
      get: <T>(token: symbol) => ctx.get<T>(token),
      isBound: (token: symbol) => {
        try {
          ctx.get(token);
          return true;
        } catch {
          return false;
        }
      },
    }))
    .inSingletonScope();
});
