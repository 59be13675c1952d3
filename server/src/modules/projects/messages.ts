/** Business messages of the projects area (contract texts where the original has one). */
export const MSG = {
  deleted: '删除成功',
  deleteChildrenFirst: '请先删除下一级',
  deleteDevicesFirst: '请先删除该分组下的设备',
  projectNotFound: '项目不存在',
  groupNotFound: '分组不存在',
  parentNotFound: '上级分组不存在',
  parentIsSelf: '上级分组不能是自己或下级分组',
  nameRequired: '名称不能为空',
} as const;
