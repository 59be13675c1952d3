/**
 * The one migration set (PGlite and PostgreSQL alike). Later issues APPEND entries; never edit a shipped one.
 * Names sort lexically, so keep the 4-digit prefix.
 */
import type { Migration } from 'kysely';
import * as m0001Foundation from './0001-foundation';
import * as m0002DevicesTelemetry from './0002-devices-telemetry';
import * as m0003ListIndexes from './0003-list-indexes';
import * as m0004TelemetryRollup from './0004-telemetry-rollup';
import * as m0100Admin from './0100-admin';
import * as m0200DeviceModel from './0200-device-model';
import * as m0300ExportJobs from './0300-export-jobs';
import * as m0400SiteRoles from './0400-site-roles';
import * as m0410MapSettingButton from './0410-map-setting-button';
import * as m0510AuthHardening from './0510-auth-hardening';
import * as m0530OperatorRole from './0530-operator-role';
import * as m0600Automation from './0600-automation';
import * as m0640Notifications from './0640-notifications';
import * as m0700ProductsOta from './0700-products-ota';
import * as m0800ServerSecrets from './0800-server-secrets';
import * as m0801ExtensionFiles from './0801-extension-files';
import * as m0820Dashboards from './0820-dashboards';
import * as m0840ProtocolScripts from './0840-protocol-scripts';
import * as m0900Charging from './0900-charging';
import * as m1000MiniProgram from './1000-mini-program';
import * as m1150DeviceListIndexes from './1150-device-list-indexes';
import * as m1160TelemetryHourlyRollup from './1160-telemetry-hourly-rollup';
import * as m1080ProtocolPlugins from './1080-protocol-plugins';
import * as m1081ProtocolScriptsMenu from './1081-protocol-scripts-menu';
import * as m1040Forwarding from './1040-forwarding';
import * as m1060DataGateway from './1060-data-gateway';
import * as m1061DataServiceReader from './1061-data-service-reader';
import * as m1100Market from './1100-market';
import * as m1190ExportFiles from './1190-export-files';
import * as m1200ForwardingStats from './1200-forwarding-stats';
import * as m1250ProtocolPluginSecrets from './1250-protocol-plugin-secrets';
import * as m1350OpenapiRateWindow from './1350-openapi-rate-window';

export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': m0001Foundation,
  '0002-devices-telemetry': m0002DevicesTelemetry,
  '0003-list-indexes': m0003ListIndexes,
  '0004-telemetry-rollup': m0004TelemetryRollup,
  '0100-admin': m0100Admin,
  '0200-device-model': m0200DeviceModel,
  '0300-export-jobs': m0300ExportJobs,
  '0400-site-roles': m0400SiteRoles,
  '0410-map-setting-button': m0410MapSettingButton,
  '0510-auth-hardening': m0510AuthHardening,
  '0530-operator-role': m0530OperatorRole,
  '0600-automation': m0600Automation,
  '0640-notifications': m0640Notifications,
  '0700-products-ota': m0700ProductsOta,
  '0800-server-secrets': m0800ServerSecrets,
  '0801-extension-files': m0801ExtensionFiles,
  '0820-dashboards': m0820Dashboards,
  '0840-protocol-scripts': m0840ProtocolScripts,
  '0900-charging': m0900Charging,
  '1000-mini-program': m1000MiniProgram,
  '1150-device-list-indexes': m1150DeviceListIndexes,
  '1160-telemetry-hourly-rollup': m1160TelemetryHourlyRollup,
  '1080-protocol-plugins': m1080ProtocolPlugins,
  '1081-protocol-scripts-menu': m1081ProtocolScriptsMenu,
  '1040-forwarding': m1040Forwarding,
  '1060-data-gateway': m1060DataGateway,
  '1061-data-service-reader': m1061DataServiceReader,
  '1100-market': m1100Market,
  '1190-export-files': m1190ExportFiles,
  '1200-forwarding-stats': m1200ForwardingStats,
  '1250-protocol-plugin-secrets': m1250ProtocolPluginSecrets,
  '1350-openapi-rate-window': m1350OpenapiRateWindow,
};
