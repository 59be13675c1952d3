import { k } from './i18n';

/**
 * validate() messages (the spec's validation rules). Each is a fully-qualified locale key whose `ch` text is the spec's
 * Chinese verbatim; the comment gives that text. The punctuation differs between widgets in the spec, hence several
 * "name required" keys.
 */
export const Msg = Object.freeze({
  /** 名称不能为空 (status, history, signal/device status) */
  nameEmpty: k('validation.nameEmpty'),
  /** 名称不能为空！ (dashboard, control, scene) */
  nameEmptyFull: k('validation.nameEmptyFull'),
  /** 名称不能为空! (video players) */
  nameEmptyAscii: k('validation.nameEmptyAscii'),
  /** 数据源不能为空 */
  sourceEmpty: k('validation.sourceEmpty'),
  /** 请输入组件名称 */
  enterComponentName: k('validation.enterComponentName'),
  /** 请输入信息 */
  enterLabel: k('validation.enterLabel'),
  /** 请选择数据源 */
  selectSource: k('validation.selectSource'),
  /** 请选择数据源！ */
  selectSourceFull: k('validation.selectSourceFull'),
  /** 开启的值不能为空！ */
  onValueEmpty: k('validation.onValueEmpty'),
  /** 关闭的值不能为空！ */
  offValueEmpty: k('validation.offValueEmpty'),
  /** 组件名称不能为空 */
  componentNameEmpty: k('validation.componentNameEmpty'),
  /** 属性标识符不能为空 */
  attrIdentifierEmpty: k('validation.attrIdentifierEmpty'),
  /** 参数类型不能为空 */
  paramTypeEmpty: k('validation.paramTypeEmpty'),
  /** 参数不能为空 */
  paramsEmpty: k('validation.paramsEmpty'),
  /** 命令标识符不能为空 (the spec gives no text for the command identifier; ours) */
  commandIdentifierEmpty: k('validation.commandIdentifierEmpty'),
  /** 命令参数必须是JSON对象格式 */
  paramsNotObject: k('validation.paramsNotObject'),
  /** 请输入正确的JSON对象 */
  paramsBadJson: k('validation.paramsBadJson'),
  /** 阈值时间不能为空 (spec: required, text not given) */
  thresholdEmpty: k('validation.thresholdEmpty'),
  /** 阈值时间不能小于5 (spec: minimum 5, text not given) */
  thresholdMin: k('validation.thresholdMin'),
});

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}
