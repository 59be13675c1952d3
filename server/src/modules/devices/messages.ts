/** Business messages of the device area. */
export const DEVICE_MSG = {
  deleted: '删除成功',
  notFound: '设备不存在',
  tokenTaken: 'token已存在',
  groupNotFound: '分组不存在',
  pluginNotFound: '插件不存在',
  productNotFound: '产品不存在',
  gatewayNotFound: '网关设备不存在',
  gatewayHasChildren: '网关下有子设备，不能修改为直连设备',
  badLocation: 'location 格式应为 经度,纬度',
  badJson: (field: string) => `${field} 不是合法的JSON`,
} as const;
