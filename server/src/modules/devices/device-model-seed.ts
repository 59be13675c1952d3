/**
 * The two device plugins shipped with the server (global: `tenant_id` null, visible to every tenant):
 * an environment sensor and an energy-storage cabinet (BMS, PCS, battery packs, air conditioner).
 * `chart_data` follows the contract: `{info, tsl:{option, properties, services, events}, chart, publish}`.
 */
export const ENV_SENSOR_MODEL_ID = '00000000-0000-4000-8000-00000000e001';
export const ENERGY_STORAGE_MODEL_ID = '00000000-0000-4000-8000-00000000e002';
export const CHARGING_PILE_MODEL_ID = '00000000-0000-4000-8000-00000000e003';

/** `valueLabels`: what the console shows for a value of an enumerated or boolean property (value text → label). */
interface Prop {
  name: string;
  title: string;
  dataType: string;
  unit: string;
  readWrite?: 'r' | 'rw';
  dataRange?: string;
  stepLength?: number;
  valueLabels?: Record<string, string>;
}

const p = (name: string, title: string, dataType: string, unit: string, readWrite: 'r' | 'rw' = 'r', dataRange = '0-999', stepLength = 0.1): Prop => ({
  name,
  title,
  dataType,
  unit,
  readWrite,
  dataRange,
  stepLength,
});
const labelled = (prop: Prop, valueLabels: Record<string, string>): Prop => ({ ...prop, valueLabels });

const envProperties: Prop[] = [
  p('temperature', '温度', 'float', '℃', 'r', '-40-85'),
  p('humidity', '湿度', 'float', '%RH', 'r', '0-100'),
  p('pm25', 'PM2.5', 'integer', 'μg/m³', 'r', '0-999', 1),
  p('co2', '二氧化碳', 'integer', 'ppm', 'r', '0-5000', 1),
  p('illuminance', '光照', 'float', 'lux'),
  p('report_interval', '上报间隔', 'integer', 's', 'rw', '1-3600', 1),
];

const battery = (i: number): Prop[] => [
  p(`pack${i}_voltage`, `电池包${i}电压`, 'float', 'V'),
  p(`pack${i}_current`, `电池包${i}电流`, 'float', 'A'),
  p(`pack${i}_soc`, `电池包${i}SOC`, 'float', '%', 'r', '0-100'),
  p(`pack${i}_max_cell_temp`, `电池包${i}最高单体温度`, 'float', '℃'),
  p(`pack${i}_min_cell_voltage`, `电池包${i}最低单体电压`, 'float', 'V'),
];

const essProperties: Prop[] = [
  // BMS
  p('bms_soc', 'BMS SOC', 'float', '%', 'r', '0-100'),
  p('bms_soh', 'BMS SOH', 'float', '%', 'r', '0-100'),
  p('bms_voltage', 'BMS总电压', 'float', 'V'),
  p('bms_current', 'BMS总电流', 'float', 'A'),
  p('bms_max_cell_voltage', '最高单体电压', 'float', 'V'),
  p('bms_min_cell_voltage', '最低单体电压', 'float', 'V'),
  p('bms_max_cell_temp', '最高单体温度', 'float', '℃'),
  labelled(p('bms_status', 'BMS状态', 'integer', '', 'r', '0-9', 1), { 0: '待机', 1: '充电', 2: '放电', 3: '故障' }),
  // PCS
  p('pcs_active_power', 'PCS有功功率', 'float', 'kW'),
  p('pcs_reactive_power', 'PCS无功功率', 'float', 'kvar'),
  p('pcs_ac_voltage', 'PCS交流电压', 'float', 'V'),
  p('pcs_ac_frequency', 'PCS频率', 'float', 'Hz'),
  p('pcs_dc_voltage', 'PCS直流电压', 'float', 'V'),
  labelled(p('pcs_mode', 'PCS运行模式', 'integer', '', 'rw', '0-3', 1), { 0: '待机', 1: '充电', 2: '放电', 3: '自动' }),
  p('pcs_power_setpoint', 'PCS功率设定', 'float', 'kW', 'rw', '-500-500'),
  p('charge_energy_total', '累计充电量', 'float', 'kWh'),
  p('discharge_energy_total', '累计放电量', 'float', 'kWh'),
  // Battery packs
  ...battery(1),
  ...battery(2),
  ...battery(3),
  ...battery(4),
  // Air conditioner
  labelled(p('ac_switch', '空调开关', 'bool', '', 'rw', 'true-false'), { true: '开', false: '关' }),
  labelled(p('ac_mode', '空调模式', 'integer', '', 'rw', '0-3', 1), { 0: '自动', 1: '制冷', 2: '制热', 3: '送风' }),
  p('ac_set_temp', '空调设定温度', 'float', '℃', 'rw', '16-32', 0.5),
  p('ac_return_temp', '空调回风温度', 'float', '℃'),
  p('ac_outlet_temp', '空调出风温度', 'float', '℃'),
  p('cabinet_humidity', '柜内湿度', 'float', '%RH', 'r', '0-100'),
];

/** A charger: the charging area derives orders from `gun_state` (idle / plugged / charging / full / fault) and the `energy_kwh` meter. */
const pileProperties: Prop[] = [
  p('gun_state', '枪状态', 'string', '', 'r', 'idle/plugged/charging/full/fault'),
  p('energy_kwh', '电表读数', 'float', 'kWh', 'r', '0-99999999', 0.001),
  p('power_kw', '充电功率', 'float', 'kW', 'r', '0-600'),
];

function chartData(info: Record<string, unknown>, properties: Prop[], services: unknown[], events: unknown[], chartKeys: string[]) {
  return JSON.stringify({
    info,
    tsl: { option: { classify: 'custom', type: '' }, properties, services, events },
    // History curves of the `history` widget the built-in chart widgets register (one line per bound key).
    chart: chartKeys.map((key, i) => {
      const title = properties.find((x) => x.name === key)?.title ?? key;
      return {
        id: `seed${String(i).padStart(8, '0')}`.slice(0, 12),
        name: title,
        controlType: 'history',
        type: 'history',
        mapping: [key],
        series: [{ type: 'line', name: title }],
        xAxis: { data: [] },
        disabled: false,
      };
    }),
    publish: { isPus: true },
  });
}

export interface SeedModel {
  id: string;
  model_name: string;
  model_type: string;
  describe: string;
  version: string;
  author: string;
  chart_data: string;
}

export const SEED_MODELS: SeedModel[] = [
  {
    id: ENV_SENSOR_MODEL_ID,
    model_name: '环境传感器',
    model_type: 'sensor',
    describe: 'Temperature, humidity, PM2.5, CO2 and light',
    version: '1.0.0',
    author: 'Tessera',
    chart_data: chartData(
      { pluginName: '环境传感器', pluginCategory: 'sensor', author: 'Tessera', version: '1.0.0', description: 'Environment sensor' },
      envProperties,
      [
        { commandId: 'set_interval', commandName: '设置上报间隔', commandParams: [{ identifier: 'interval', name: '间隔(秒)', type: 'number' }] },
        { commandId: 'reboot', commandName: '重启', commandParams: [] },
      ],
      [
        {
          eventId: 'threshold_alarm',
          eventName: '越限告警',
          eventParams: [
            { identifier: 'key', type: 'text' },
            { identifier: 'value', type: 'number' },
          ],
        },
      ],
      ['temperature', 'humidity', 'pm25', 'co2'],
    ),
  },
  {
    id: ENERGY_STORAGE_MODEL_ID,
    model_name: '储能柜',
    model_type: 'electricity',
    describe: 'Energy-storage cabinet: BMS, PCS, four battery packs and an air conditioner',
    version: '1.0.0',
    author: 'Tessera',
    chart_data: chartData(
      { pluginName: '储能柜', pluginCategory: 'electricity', author: 'Tessera', version: '1.0.0', description: 'Energy-storage cabinet' },
      essProperties,
      [
        { commandId: 'start_charge', commandName: '开始充电', commandParams: [{ identifier: 'power', name: '功率(kW)', type: 'number' }] },
        { commandId: 'start_discharge', commandName: '开始放电', commandParams: [{ identifier: 'power', name: '功率(kW)', type: 'number' }] },
        { commandId: 'standby', commandName: '待机', commandParams: [] },
        {
          commandId: 'ac_control',
          commandName: '空调控制',
          commandParams: [
            { identifier: 'switch', type: 'number' },
            { identifier: 'set_temp', type: 'number' },
          ],
        },
      ],
      [
        {
          eventId: 'bms_fault',
          eventName: 'BMS故障',
          eventParams: [
            { identifier: 'code', type: 'number' },
            { identifier: 'message', type: 'text' },
          ],
        },
        { eventId: 'pcs_fault', eventName: 'PCS故障', eventParams: [{ identifier: 'code', type: 'number' }] },
      ],
      ['bms_soc', 'pcs_active_power', 'bms_max_cell_temp', 'ac_return_temp'],
    ),
  },
  {
    id: CHARGING_PILE_MODEL_ID,
    model_name: '充电桩',
    model_type: 'electricity',
    describe: 'EV charger: gun state, cumulative energy meter and power (the charging area bills its sessions)',
    version: '1.0.0',
    author: 'Tessera',
    chart_data: chartData(
      { pluginName: '充电桩', pluginCategory: 'electricity', author: 'Tessera', version: '1.0.0', description: 'EV charging pile' },
      pileProperties,
      [{ commandId: 'stop_charge', commandName: '停止充电', commandParams: [] }],
      [{ eventId: 'gun_fault', eventName: '充电枪故障', eventParams: [{ identifier: 'code', type: 'number' }] }],
      ['power_kw', 'energy_kwh'],
    ),
  },
];
