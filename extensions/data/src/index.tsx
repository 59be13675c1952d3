import { defineExtension } from '@tessera/sdk';
import { ExportView } from './export-view';

/** Data management (the spec's screens, issue 5): telemetry export. */
export default defineExtension({ views: { export: ExportView } });
