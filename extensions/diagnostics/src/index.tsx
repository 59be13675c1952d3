import { defineExtension } from '@tessera/sdk';
import { DiagnosticsPage } from './diagnostics-page';

/** Built-in diagnostics extension: the view bound to `/pages/diagnostics/index`. */
export default defineExtension({
  views: { diagnostics: DiagnosticsPage },
});
