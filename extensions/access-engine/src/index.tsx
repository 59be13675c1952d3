import { defineExtension } from '@tessera/sdk';
import { AccessEngineView } from './access-engine-view';

/** The access engine: the tenant's Node-RED flow editor with the Tessera nodes. */
export default defineExtension({ views: { access: AccessEngineView } });
