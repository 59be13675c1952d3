/**
 * What each mutating route does, for the operation log: a verb and (mostly) an object, by route path. A new
 * mutating route adds its row here; a test checks that every one has an action.
 */
import { LANGS, type Lang, type LocalizedText } from '../../i18n/localized-text';
import { ACTION_OBJECT, ACTION_PATTERN, ACTION_VERB } from './messages';

export type ActionVerb = keyof typeof ACTION_VERB;
export type ActionObject = keyof typeof ACTION_OBJECT;
export type RouteAction = readonly [ActionVerb, ActionObject?];

const crud = (base: string, object: ActionObject, paths: { add?: string; edit?: string; delete?: string } = {}): Record<string, RouteAction> => ({
  [`${base}/${paths.add ?? 'add'}`]: ['add', object],
  [`${base}/${paths.edit ?? 'edit'}`]: ['edit', object],
  [`${base}/${paths.delete ?? 'delete'}`]: ['delete', object],
});

export const ROUTE_ACTIONS: Readonly<Record<string, RouteAction>> = {
  '/auth/login': ['signIn'],
  '/base/user_login': ['signIn'],
  '/auth/refresh': ['renew', 'session'],
  '/auth/logout': ['signOut'],
  '/auth/captcha': ['send', 'captcha'],
  '/auth/tenant/register': ['register', 'tenant'],
  '/auth/change_password': ['reset', 'password'],
  ...crud('/user', 'user'),
  '/user/reset_password': ['reset', 'password'],
  '/user/update': ['change', 'password'],
  '/user/enabled': ['enable', 'user'],
  ...crud('/user/function', 'function'),
  ...crud('/user/role', 'role'),
  '/casbin/role/function/update': ['set', 'rolePermissions'],
  '/casbin/user/role/update': ['set', 'userRoles'],
  ...crud('/site', 'site'),
  '/site/user/add': ['grant', 'siteAccess'],
  '/site/user/delete': ['revoke', 'siteAccess'],
  '/system/logo/update': ['edit', 'generalSettings'],
  ...crud('/tenant', 'tenant'),
  '/tenant/enable': ['enable', 'tenant'],
  '/settings/general/update': ['edit', 'generalSettings'],
  '/settings/authorization/update': ['edit', 'license'],
  '/extensions/install': ['install', 'extension'],
  '/extensions/uninstall': ['uninstall', 'extension'],
  '/extensions/enable': ['enable', 'extension'],
  '/market/sources/add': ['add', 'marketSource'],
  '/market/sources/del': ['delete', 'marketSource'],
  '/market/keys/add': ['add', 'publisherKey'],
  '/market/keys/del': ['delete', 'publisherKey'],
  '/market/settings/save': ['set', 'marketSettings'],
  '/market/install': ['install', 'extension'],
  '/market/device-plugin/install': ['install', 'plugin'],
  ...crud('/business', 'project'),
  ...crud('/asset', 'group', { add: 'add_only', edit: 'update_only' }),
  ...crud('/device', 'device', { add: 'add_only', edit: 'update_only' }),
  '/device/online/status': ['set', 'deviceStatus'],
  '/kv/history/delete': ['delete', 'telemetry'],
  '/device/operating_device': ['send', 'attributes'],
  '/device/command/send': ['send', 'command'],
  ...crud('/device/model/tsl', 'plugin', { add: 'create', edit: 'update', delete: 'del' }),
  '/export/job/create': ['add', 'exportJob'],
  '/export/job/delete': ['delete', 'exportJob'],
  '/device/map/setting/update': ['edit', 'mapSettings'],
  ...crud('/v1/automation', 'automation'),
  '/v1/automation/enabled': ['enable', 'automation'],
  '/v1/automation/copy': ['copy', 'automation'],
  ...crud('/scenario/strategy', 'scene'),
  '/scenario/strategy/activate': ['activate', 'scene'],
  ...crud('/v1/warning/strategy', 'alarmStrategy'),
  ...crud('/v1/control/strategy', 'controlStrategy'),
  '/v1/warning/information/edit': ['handle', 'alert'],
  '/v1/warning/information/batch/processing': ['handle', 'alert'],
  '/notification/save': ['edit', 'noticeGroup'],
  ...crud('/tp_dashboard', 'dashboard'),
  '/tp_dashboard/duplicate': ['copy', 'dashboard'],
  '/tp_dashboard/import': ['import', 'dashboard'],
  '/tp_dashboard/home/set': ['set', 'homeDashboard'],
  '/share/generate': ['generate', 'shareLink'],
  '/share/revoke': ['revoke', 'shareLink'],
  ...crud('/charging/rule', 'chargeRule'),
  '/charging/price/add': ['add', 'chargePrice'],
  '/charging/price/delete': ['delete', 'chargePrice'],
  '/charging/setting/save': ['edit', 'chargeSetting'],
  ...crud('/mini-program/device-group', 'miniDeviceGroup'),
  '/mini-program/feedback/reply': ['reply', 'miniFeedback'],
  '/mini-program/feedback/close': ['close', 'miniFeedback'],
  '/mini-program/feedback/delete': ['delete', 'miniFeedback'],
  '/open/mini-program/feedback/add': ['submit', 'miniFeedback'],
  ...crud('/mini-program/source', 'miniSource'),
  ...crud('/mini-program/notice', 'miniNotice'),
  '/mini-program/notice/publish': ['publish', 'miniNotice'],
  '/mini-program/key/reset': ['reset', 'miniSiteKey'],
  ...crud('/tp_script', 'protocolScript'),
  ...crud('/tp_protocol_plugin', 'protocolPlugin'),
  '/tp_protocol_plugin/secret/reset': ['reset', 'protocolPluginSecret'],
  '/plugin/register': ['register', 'protocolPlugin'],
  '/tp_script/quiz': ['test', 'protocolScript'],
  ...crud('/tp_data/transpond', 'forwardingRule'),
  '/tp_data/transpond/switch': ['enable', 'forwardingRule'],
  '/tp_data/transpond/test': ['test', 'forwardingRule'],
  ...crud('/gg_data/transpond', 'forwardingRule'),
  ...crud('/openapi/auth', 'openApiApp', { delete: 'del' }),
  '/openapi/auth/secret/reset': ['reset', 'appSecret'],
  '/openapi/v1/device/command/send': ['send', 'command'],
  ...crud('/tp_data_services_config', 'dataService', { delete: 'del' }),
  '/tp_data_services_config/secret/reset': ['reset', 'dataServiceSecret'],
  '/notification/delete': ['delete', 'noticeGroup'],
  '/notification/switch': ['enable', 'noticeGroup'],
  '/notification/test': ['test', 'noticeGroup'],
  '/notification/inbox/read': ['markRead', 'notice'],
  '/notification/config/save': ['edit', 'notificationService'],
  '/notification/send/email': ['send', 'testEmail'],
  '/notification/send/message': ['send', 'testSms'],
  '/notification/send/webhook': ['send', 'testWebhook'],
  ...crud('/tp_product', 'product'),
  ...crud('/tp_batch', 'batch'),
  '/tp_batch/generate': ['generate', 'preRegistration'],
  '/tp_batch/import': ['import', 'preRegistration'],
  '/tp_generate_device/activate': ['activate', 'device'],
  '/tp_ota/add': ['add', 'firmware'],
  '/tp_ota/delete': ['delete', 'firmware'],
  '/tp_ota_task/add': ['add', 'upgradeTask'],
  '/tp_ota_task/delete': ['delete', 'upgradeTask'],
  '/tp_ota_device/modfiyupdate': ['set', 'upgradeState'],
};

/** The action of a logged path (`/api/...`) in every language; null for a path without one (an older route). */
export function actionOf(loggedPath: string): LocalizedText | null {
  const action = ROUTE_ACTIONS[loggedPath.replace(/^\/api(?=\/)/, '')];
  if (!action) return null;
  const [verb, object] = action;
  const out = {} as Record<Lang, string>;
  for (const l of LANGS) {
    const phrase = object
      ? ACTION_PATTERN.withObject[l].replace('{verb}', ACTION_VERB[verb][l]).replace('{object}', ACTION_OBJECT[object][l])
      : ACTION_VERB[verb][l];
    out[l] = phrase.charAt(0).toUpperCase() + phrase.slice(1);
  }
  return out;
}
