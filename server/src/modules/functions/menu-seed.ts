/**
 * The full information architecture of the spec's page areas, seeded into the function table on first start.
 * `title` is an i18n key of the console's `menu` area; `component` is the view path an extension claims in its
 * manifest (`contributes.views[].viewPath` or `contributes.pages[].viewPath`). Views nobody provides render the
 * console's "view not installed" page.
 *
 * access: 'tenant' rows are for tenant roles, 'sysadmin' rows for SYS_ADMIN only, 'common' rows for both. Site users
 * and site roles are tenant business (the system admin manages tenants, not their sites' people); system setup is
 * platform configuration that only the system admin may change.
 */
export type FunctionType = '0' | '1' | '2' | '3'; // directory, menu, page (route), button
export type AccessFlag = 'tenant' | 'sysadmin' | 'common';

export interface SeedFunction {
  name: string;
  type: FunctionType;
  title: string;
  access: AccessFlag;
  path?: string;
  component?: string;
  icon?: string;
  code?: string;
  children?: SeedFunction[];
}

const dir = (name: string, icon: string, access: AccessFlag, children: SeedFunction[]): SeedFunction => ({
  name,
  type: '0',
  title: `menu.${name}`,
  icon,
  access,
  children,
});
const menu = (name: string, path: string, component: string, icon: string, access: AccessFlag, buttons: string[] = []): SeedFunction => ({
  name,
  type: '1',
  title: `menu.${name}`,
  path,
  component,
  icon,
  access,
  children: buttons.length ? buttons.map((code) => button(code, access)) : undefined,
});
const page = (name: string, path: string, component: string, access: AccessFlag): SeedFunction => ({
  name,
  type: '2',
  title: `menu.${name}`,
  path,
  component,
  access,
});
const button = (code: string, access: AccessFlag): SeedFunction => ({
  name: code.replace(/:/g, '_'),
  type: '3',
  title: `button.${code.split(':').slice(-1)[0]}`,
  code,
  access,
});
const crud = (prefix: string) => [`${prefix}:add`, `${prefix}:edit`, `${prefix}:del`];
/** A menu everyone sees whose buttons only some tiers may use (the site list: sites are a tenant's to change). */
const withButtonAccess = (m: SeedFunction, access: AccessFlag): SeedFunction => ({ ...m, children: m.children?.map((b) => ({ ...b, access })) });

export const MENU_SEED: SeedFunction[] = [
  menu('home', '/home', '/pages/home/index', 'home', 'common'),
  menu('deviceAccess', '/device/projects', '/pages/devices/projects', 'cube', 'tenant', [
    ...crud('device:project'),
    ...crud('device:group'),
    ...crud('device'),
  ]),
  page('deviceGroups', '/device/groups', '/pages/devices/groups', 'tenant'),
  page('deviceList', '/device/list', '/pages/devices/list', 'tenant'),
  dir('monitoring', 'pulse', 'tenant', [
    menu('monitoringList', '/monitoring/list', '/pages/monitoring/list', 'th-list', 'tenant', ['device:command:send', 'device:attribute:send']),
    menu('monitoringRealtime', '/monitoring/realtime', '/pages/monitoring/realtime', 'timeline-line-chart', 'tenant'),
    page('deviceDetail', '/monitoring/detail', '/pages/monitoring/detail', 'tenant'),
    page('monitoringBms', '/monitoring/bms', '/pages/monitoring/bms', 'tenant'),
    page('monitoringPcs', '/monitoring/pcs', '/pages/monitoring/pcs', 'tenant'),
    page('monitoringPack', '/monitoring/pack', '/pages/monitoring/pack', 'tenant'),
    page('monitoringControl', '/monitoring/control', '/pages/monitoring/control', 'tenant'),
  ]),
  menu('deviceMap', '/device/map', '/pages/device-map/index', 'map', 'tenant', ['device:map:edit']),
  menu('dataManagement', '/data/export', '/pages/data/export', 'database', 'tenant', ['data:export']),
  menu('visualization', '/visual/list', '/pages/visualization/list', 'dashboard', 'tenant', crud('visual')),
  dir('automation', 'automatic-updates', 'tenant', [
    menu('sceneLinkage', '/automation/linkage', '/pages/automation/linkage', 'link', 'tenant', crud('automation:linkage')),
    menu('sceneManagement', '/automation/scenes', '/pages/automation/scenes', 'layers', 'tenant', crud('automation:scene')),
    menu('alarmStrategy', '/automation/alarm', '/pages/automation/alarm', 'warning-sign', 'tenant', crud('automation:alarm')),
    menu('controlStrategy', '/automation/control', '/pages/automation/control', 'settings', 'tenant', crud('automation:control')),
    menu('automationLogs', '/automation/logs', '/pages/automation/logs', 'history', 'tenant'),
  ]),
  menu('alertMessage', '/alert/list', '/pages/alerts/list', 'notifications', 'tenant', ['alert:handle', 'alert:ignore']),
  dir('systemLog', 'document', 'common', [
    menu('operationLog', '/log/operation', '/pages/logs/operation', 'list-detail-view', 'common'),
    menu('equipmentLog', '/log/equipment', '/pages/logs/equipment', 'list-columns', 'tenant'),
  ]),
  dir('productManagement', 'box', 'tenant', [
    menu('productList', '/product/list', '/pages/products/list', 'box', 'tenant', crud('product')),
    menu('batchList', '/product/batch', '/pages/products/batches', 'inbox-geo', 'tenant', crud('product:batch')),
    page('preRegistration', '/product/batch/pre-registration', '/pages/products/pre-registration', 'tenant'),
    menu('firmwareUpgrade', '/product/ota', '/pages/products/firmware', 'updated', 'tenant', crud('product:ota')),
    page('upgradeTasks', '/product/ota/tasks', '/pages/products/upgrade-tasks', 'tenant'),
  ]),
  dir('ruleEngine', 'flows', 'tenant', [
    menu('accessEngine', '/rule/access', '/pages/rule-engine/access', 'data-connection', 'tenant', crud('rule:access')),
    menu('dataSwitching', '/rule/switching', '/pages/rule-engine/switching', 'swap-horizontal', 'tenant', crud('rule:switching')),
    menu('dataGateway', '/rule/gateway', '/pages/rule-engine/gateway', 'exchange', 'tenant', crud('rule:gateway')),
    menu('forwardingRules', '/rule/forwarding', '/pages/rule-engine/forwarding', 'send-message', 'tenant', crud('rule:forwarding')),
    menu('forwardingRulesLegacy', '/rule/forwarding-legacy', '/pages/rule-engine/forwarding-legacy', 'send-to', 'tenant', crud('rule:forwarding')),
  ]),
  dir('applicationManagement', 'application', 'common', [
    menu('installedPlugins', '/apps/installed', '/pages/market/installed', 'box', 'common', ['app:install', 'app:uninstall']),
    menu('pluginMarket', '/apps/market', '/pages/market/store', 'shop', 'common', ['app:install']),
    menu('deviceEditor', '/apps/device-editor', '/pages/plugin-editor/index', 'edit', 'tenant', crud('plugin')),
    menu('protocolScripts', '/apps/protocol-scripts', '/pages/market/protocol-scripts', 'code', 'tenant', crud('protocol:script')),
  ]),
  dir('sites', 'office', 'common', [
    withButtonAccess(menu('multisiteList', '/sites/list', '/pages/sites/list', 'office', 'common', crud('site')), 'tenant'),
    menu('siteUsers', '/sites/users', '/pages/sites/users', 'people', 'tenant', crud('site:user')),
    menu('siteRoles', '/sites/roles', '/pages/sites/roles', 'key', 'tenant', crud('site:role')),
    menu('multiSite', '/sites/overview', '/pages/sites/overview', 'globe-network', 'common'),
  ]),
  dir('siteManagement', 'build', 'tenant', [
    menu('chargeRule', '/charging/rule', '/pages/charging/rule', 'predictive-analysis', 'tenant', crud('charging:rule')),
    menu('chargeSetting', '/charging/setting', '/pages/charging/setting', 'cog', 'tenant'),
    menu('chargePrice', '/charging/price', '/pages/charging/price', 'dollar', 'tenant', crud('charging:price')),
    menu('incomeReport', '/charging/income', '/pages/charging/income', 'chart', 'tenant'),
    menu('miniDeviceGroup', '/mini/device-group', '/pages/mini-program/device-group', 'mobile-phone', 'tenant'),
    menu('miniFeedback', '/mini/feedback', '/pages/mini-program/feedback', 'comment', 'tenant'),
    menu('miniSource', '/mini/source', '/pages/mini-program/source', 'media', 'tenant'),
    menu('miniNotices', '/mini/notices', '/pages/mini-program/notices', 'notifications', 'tenant'),
    menu('miniScan', '/mini/scan', '/pages/mini-program/scan', 'camera', 'tenant'),
  ]),
  dir('systemManagement', 'cog', 'common', [
    menu('systemSetup', '/system/setup', '/pages/system/setup', 'wrench', 'sysadmin', ['sys:setup:edit']),
    menu('userManagement', '/system/users', '/pages/system/users', 'user', 'common', [...crud('sys:user'), 'sys:user:reset']),
    menu('roleManagement', '/system/roles', '/pages/system/roles', 'key', 'common', crud('sys:role')),
    menu('permissionManagement', '/system/permissions', '/pages/system/permissions', 'lock', 'sysadmin', crud('sys:function')),
    menu('noticeGroups', '/system/notice-groups', '/pages/notifications/groups', 'people', 'tenant', crud('notice:group')),
    menu('noticeRecords', '/system/notice-records', '/pages/notifications/records', 'inbox', 'tenant'),
    menu('noticeService', '/system/notice-service', '/pages/notifications/service', 'envelope', 'sysadmin'),
    menu('dataService', '/system/data-service', '/pages/rule-engine/data-service', 'th', 'tenant', crud('data:service')),
    menu('tenantManagement', '/system/tenants', '/pages/system/tenants', 'office', 'sysadmin', crud('sys:tenant')),
    menu('protocolPlugins', '/system/protocol-plugins', '/pages/market/protocol-plugins', 'antenna', 'sysadmin', crud('sys:protocol')),
    menu('extensionDiagnostics', '/system/extensions', '/pages/diagnostics/index', 'diagnosis', 'common'),
  ]),
];

/** Every seed row flattened (depth-first), for lookups and tests. */
export function flattenSeed(nodes: SeedFunction[] = MENU_SEED): SeedFunction[] {
  return nodes.flatMap((n) => [n, ...flattenSeed(n.children ?? [])]);
}

/**
 * What the seeded operator role of a tenant grants, by function name: the monitoring side of the console — devices
 * to look at, monitoring with its command buttons, the map, data export, alerts and the logs — and no administration.
 */
export const OPERATOR_ROLE_GRANTS: readonly string[] = [
  'home',
  'deviceAccess',
  'deviceGroups',
  'deviceList',
  'monitoring',
  'monitoringList',
  'device_command_send',
  'device_attribute_send',
  'monitoringRealtime',
  'deviceDetail',
  'monitoringBms',
  'monitoringPcs',
  'monitoringPack',
  'monitoringControl',
  'deviceMap',
  'dataManagement',
  'data_export',
  'alertMessage',
  'alert_handle',
  'alert_ignore',
  'systemLog',
  'operationLog',
  'equipmentLog',
];

/**
 * Functions (by name, with everything under them) whose routes serve only a tenant's administrators: kept out of
 * the other tenant tiers' menus and button lists even when a role grants them, so a menu entry never opens a page
 * that answers "no access". A SITE_ADMIN manages its sites' roles and reads their users, but neither the tenant's
 * users and tenant-wide roles nor who is granted a site, nor open-API apps and data services.
 */
export const ADMIN_ONLY_FUNCTIONS: Readonly<Record<'TENANT_USER' | 'SITE_ADMIN', readonly string[]>> = {
  // Open-API apps and data services reach the whole tenant (every device, tenant-wide SQL): its administrators only.
  TENANT_USER: ['userManagement', 'roleManagement', 'siteUsers', 'siteRoles', 'dataGateway', 'dataService'],
  SITE_ADMIN: ['userManagement', 'roleManagement', 'site_user_add', 'site_user_del', 'dataGateway', 'dataService'],
};
