/** Spec §8 texts and the device-log codes. */
export const CMD_MSG = {
  attributeTooFrequent: '属性下发不能太频繁',
  commandTooFrequent: '命令下发不能太频繁',
  commandDataNotObject: '命令参数必须是JSON对象格式',
  noRoute: '设备没有可用的下发通道',
} as const;

/** `conditions_log.operation_type`: the spec's operation-log types. */
export const OPERATION_TYPE = { timing: '1', manual: '2', automatic: '3' } as const;
export type OperationType = (typeof OPERATION_TYPE)[keyof typeof OPERATION_TYPE];
