/**
 * The one migration set (PGlite and PostgreSQL alike). Later issues APPEND entries; never edit a shipped one.
 * Names sort lexically, so keep the 4-digit prefix.
 */
import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';
import * as devices from './0002-devices-telemetry';
import * as listIndexes from './0003-list-indexes';
import * as telemetryRollup from './0004-telemetry-rollup';
import * as admin from '../../modules/settings/migration';
import * as deviceModel from '../../modules/device-model/migration';
import * as exportJobs from '../../modules/exports/migration';
import * as siteRoles from '../../modules/roles/migration';
import * as mapSettingButton from '../../modules/map-settings/migration';
import * as notifications from './0640-notifications';
import * as productsOta from '../../modules/products/migration';
import * as dashboards from '../../modules/dashboards/migration';

export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-devices-telemetry': devices,
  '0003-list-indexes': listIndexes,
  '0004-telemetry-rollup': telemetryRollup,
  '0100-admin': admin,
  '0200-device-model': deviceModel,
  '0300-export-jobs': exportJobs,
  '0400-site-roles': siteRoles,
  '0410-map-setting-button': mapSettingButton,
  '0640-notifications': notifications,
  '0700-products-ota': productsOta,
  '0820-dashboards': dashboards,
};
