/** Message keys of the plugin editor (namespace tessera.plugin-editor); `ch` texts are the spec's verbatim. */
export const Msg = Object.freeze({
  /** 请输入插件名称 (spec: required, text not given) */
  nameRequired: 'info.nameRequired',
  /** 请选择插件分类 (spec: required, text not given) */
  categoryRequired: 'info.categoryRequired',
  /** 图片只能是 JPG/PNG 格式 */
  imageType: 'info.imageType',
  /** 图片大小不能超过 0.5MB */
  imageSize: 'info.imageSize',
  /** 请选择标准物模型！ */
  selectStandard: 'tsl.selectStandard',
  /** 物模型不能为空！ */
  tslEmpty: 'tsl.empty',
  /** 删除该属性, 是否继续? */
  deleteConfirm: 'tsl.deleteConfirm',
  /** 提示 */
  tip: 'tsl.tip',
  /** 请输入参数名称 */
  paramName: 'param.nameRequired',
  /** 请输入命令内容 */
  paramIdentifier: 'param.identifierRequired',
  /** 请输入数据类型 */
  paramType: 'param.typeRequired',
  /** 至少绑定一个图表！ */
  atLeastOneChart: 'chart.atLeastOne',
  /** JSON配置不合法 */
  invalidJson: 'publish.invalidJson',
  /** 如有修改，请check后提交 */
  checkSubmit: 'publish.checkSubmit',
  /** 请先完成当前行的编辑 (one row at a time; ours) */
  finishRow: 'tsl.finishRow',
});
