/**
 * The server routes the SDK's typed API calls, by area. Every path here is a route the server declares (a test walks
 * the server's own route list and checks each call's path and body against the declared schema, so this table
 * cannot drift from the server). Extensions call `useServerApi()` / `createServerApi(http)` instead of these paths.
 */
export const SERVER_ROUTES = {
  devices: {
    list: '/device/list/tree',
    detail: '/device/data',
    status: '/device/status',
    model: '/device/model/item',
  },
  telemetry: {
    current: '/kv/current',
    currentDetail: '/kv/current/detail',
    history: '/kv/history/data',
    statistic: '/kv/statistic',
  },
  commands: {
    setAttributes: '/device/operating_device',
    list: '/device/command/list',
    send: '/device/command/send',
    history: '/device/command/history/list',
    events: '/device/event/history/list',
  },
  alarms: {
    list: '/v1/warning/information/list',
    count: '/v1/warning/information/count',
    handle: '/v1/warning/information/batch/processing',
  },
} as const;

/** Every path of SERVER_ROUTES, flat. */
export const SERVER_ROUTE_PATHS: string[] = Object.values(SERVER_ROUTES).flatMap((area) => Object.values(area));
