/** Reply texts of the device-model (plugin) routes, by the caller's language; `ch` matches the wizard's own texts. */
export const PLUGIN_CATEGORIES = ['sensor', 'controller', 'lighting', 'electricity', 'camera', 'other'] as const;
export type PluginCategory = (typeof PLUGIN_CATEGORIES)[number];

const TEXT = {
  ch: {
    nameRequired: '请输入插件名称',
    categoryRequired: '请选择插件分类',
    invalidJson: 'JSON配置不合法',
    notFound: '插件不存在',
    builtinReadOnly: '内置插件不能修改或删除',
    inUse: '该插件正被 {n} 个设备使用，请先更换这些设备的插件再删除',
    added: '添加成功',
    saved: '修改成功',
    deleted: '删除成功',
    sensor: '传感器', controller: '控制器', lighting: '照明', electricity: '电力', camera: '摄像头', other: '其他',
  },
  en: {
    nameRequired: 'Please enter the plugin name',
    categoryRequired: 'Please select the plugin category',
    invalidJson: 'The JSON configuration is invalid',
    notFound: 'No such plugin',
    builtinReadOnly: 'Built-in plugins cannot be changed or deleted',
    inUse: 'The plugin is used by {n} device(s); give them another plugin before deleting it',
    added: 'Added',
    saved: 'Saved',
    deleted: 'Deleted',
    sensor: 'Sensor', controller: 'Controller', lighting: 'Lighting', electricity: 'Electricity', camera: 'Camera', other: 'Other',
  },
} as const;

export type PluginTextKey = keyof (typeof TEXT)['ch'];

export function pluginText(lang: 'ch' | 'en', key: PluginTextKey, params: Record<string, string | number> = {}): string {
  return TEXT[lang][key].replace(/\{(\w+)\}/g, (_, k) => String(params[k] ?? ''));
}
