/** Reply texts of the settings and tenants modules, by the caller's language (RequestContext.lang). */
export const ADMIN_TEXT = {
  ch: {
    imageFormat: '图片须为 data URL 格式',
    imageType: '图片只能是 jpeg 或 png 格式',
    imageSize: '图片大小不能超过 0.5MB',
    licenseInvalid: '授权码无效',
    saved: '修改成功',
    tenantNotFound: '租户不存在',
    tenantHasData: '该租户下仍有数据（用户 {users}、设备 {devices}、站点 {sites}），请先删除这些数据再删除租户',
    emailTaken: '该邮箱已被使用',
    emailInvalid: '请输入正确的邮箱格式',
    mobileInvalid: '请输入正确的手机号码',
    mobileTaken: '该手机号已被使用',
    added: '添加成功',
    deleted: '删除成功',
  },
  en: {
    imageFormat: 'The image must be a data URL',
    imageType: 'The image must be jpeg or png',
    imageSize: 'The image must be under 0.5 MB',
    licenseInvalid: 'The license key is invalid',
    saved: 'Saved',
    tenantNotFound: 'No such tenant',
    tenantHasData: 'The tenant still has data ({users} users, {devices} devices, {sites} sites); delete it before deleting the tenant',
    emailTaken: 'This email is already used',
    emailInvalid: 'Please enter a valid email address',
    mobileInvalid: 'Please enter a valid mobile number',
    mobileTaken: 'This mobile number is already used',
    added: 'Added',
    deleted: 'Deleted',
  },
} as const;

export type AdminTextKey = keyof (typeof ADMIN_TEXT)['ch'];

export function adminText(lang: 'ch' | 'en', key: AdminTextKey, params: Record<string, string | number> = {}): string {
  return ADMIN_TEXT[lang][key].replace(/\{(\w+)\}/g, (_, k) => String(params[k] ?? ''));
}
