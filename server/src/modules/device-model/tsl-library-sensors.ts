/**
 * Standard thing models of the sensor categories (the spec's constants): ambient, gas, fire, water, soil and status
 * sensors.
 */
import {
  battery,
  bool,
  command,
  described,
  event,
  float,
  integer,
  lowBattery,
  param,
  reportInterval,
  setInterval,
  signalStrength,
  text,
  thresholdAlarm,
  writable,
  type LibCategory,
} from './tsl-library-types';

const sensorServices = () => [setInterval()];
const sensorEvents = () => [thresholdAlarm(), lowBattery()];

export const AMBIENT_SENSOR: LibCategory = {
  value: 'ambient_sensor',
  label: ['环境传感器', 'Ambient sensor'],
  children: [
    {
      value: 'temperature_and_humidity',
      label: ['温湿度传感器', 'Temperature and humidity sensor'],
      properties: [
        float('temperature', ['温度', 'Temperature'], '℃', '-40-125'),
        float('humidity', ['湿度', 'Humidity'], '%RH', '0-100'),
        float('dew_point', ['露点', 'Dew point'], '℃', '-40-80'),
        battery(),
        reportInterval(),
      ],
      services: sensorServices(),
      events: sensorEvents(),
    },
    {
      value: 'pm25',
      label: ['PM2.5传感器', 'PM2.5 sensor'],
      properties: [
        integer('pm25', ['PM2.5', 'PM2.5'], 'μg/m³', '0-1000'),
        integer('pm10', ['PM10', 'PM10'], 'μg/m³', '0-1000'),
        integer('pm1', ['PM1.0', 'PM1.0'], 'μg/m³', '0-1000'),
        integer('aqi', ['空气质量指数', 'Air quality index'], '-', '0-500'),
        reportInterval(),
      ],
      services: sensorServices(),
      events: [thresholdAlarm()],
    },
    {
      value: 'wind',
      label: ['风速风向传感器', 'Wind sensor'],
      properties: [
        float('wind_speed', ['风速', 'Wind speed'], 'm/s', '0-70'),
        integer('wind_direction', ['风向', 'Wind direction'], '°', '0-359'),
        integer('wind_scale', ['风力等级', 'Wind scale'], '-', '0-17'),
        float('gust_speed', ['阵风风速', 'Gust speed'], 'm/s', '0-70'),
        reportInterval(),
      ],
      services: sensorServices(),
      events: [thresholdAlarm()],
    },
    {
      value: 'noise',
      label: ['噪声传感器', 'Noise sensor'],
      properties: [
        float('noise', ['噪声', 'Noise level'], 'dBA', '30-130'),
        float('noise_max', ['最大噪声', 'Maximum noise level'], 'dBA', '30-130'),
        float('noise_avg', ['平均噪声', 'Average noise level'], 'dBA', '30-130'),
        reportInterval(),
      ],
      services: sensorServices(),
      events: [thresholdAlarm()],
    },
    {
      value: 'light',
      label: ['光照传感器', 'Light sensor'],
      properties: [
        float('illuminance', ['光照度', 'Illuminance'], 'lx', '0-200000', 1),
        float('uv_index', ['紫外线指数', 'UV index'], 'UVI', '0-15'),
        float('solar_radiation', ['太阳辐射', 'Solar radiation'], 'W/m²', '0-2000', 1),
        reportInterval(),
      ],
      services: sensorServices(),
      events: [thresholdAlarm()],
    },
    {
      value: 'air_pressure',
      label: ['气压传感器', 'Air pressure sensor'],
      properties: [
        float('air_pressure', ['大气压', 'Air pressure'], 'hPa', '300-1100'),
        float('altitude', ['海拔', 'Altitude'], 'm', '-500-9000', 1),
        float('temperature', ['温度', 'Temperature'], '℃', '-40-85'),
        reportInterval(),
      ],
      services: sensorServices(),
      events: [thresholdAlarm()],
    },
  ],
};

const gas = (value: string, label: [string, string], name: string, title: [string, string], unit: string, range: string) => ({
  value,
  label,
  properties: [float(name, title, unit, range), bool('alarm', ['报警状态', 'Alarm state']), signalStrength(), reportInterval()],
  services: [
    setInterval(),
    command('set_threshold', ['设置报警阈值', 'Set alarm threshold'], [param('threshold', ['阈值', 'Threshold'])]),
    command('self_check', ['自检', 'Self-check']),
  ],
  events: [thresholdAlarm(), event('sensor_fault', ['传感器故障', 'Sensor fault'], [param('code', ['故障码', 'Fault code'])])],
});

export const GAS_SENSOR: LibCategory = {
  value: 'gas_sensor',
  label: ['气体传感器', 'Gas sensor'],
  children: [
    gas('combustible_gas', ['可燃气体探测器', 'Combustible gas detector'], 'lel', ['可燃气体浓度', 'Combustible gas'], '%LEL', '0-100'),
    gas('carbon_monoxide', ['一氧化碳传感器', 'Carbon monoxide sensor'], 'co', ['一氧化碳', 'Carbon monoxide'], 'ppm', '0-1000'),
    gas('carbon_dioxide', ['二氧化碳传感器', 'Carbon dioxide sensor'], 'co2', ['二氧化碳', 'Carbon dioxide'], 'ppm', '0-10000'),
    gas('hydrogen_sulfide', ['硫化氢传感器', 'Hydrogen sulfide sensor'], 'h2s', ['硫化氢', 'Hydrogen sulfide'], 'ppm', '0-100'),
    gas('ammonia', ['氨气传感器', 'Ammonia sensor'], 'nh3', ['氨气', 'Ammonia'], 'ppm', '0-100'),
    gas('oxygen', ['氧气传感器', 'Oxygen sensor'], 'o2', ['氧气', 'Oxygen'], '%VOL', '0-30'),
    gas('formaldehyde', ['甲醛传感器', 'Formaldehyde sensor'], 'hcho', ['甲醛', 'Formaldehyde'], 'mg/m³', '0-5'),
    gas('tvoc', ['TVOC传感器', 'TVOC sensor'], 'tvoc', ['TVOC', 'TVOC'], 'mg/m³', '0-10'),
  ],
};

const fireEvents = () => [
  event('fire_alarm', ['火警', 'Fire alarm'], [param('level', ['级别', 'Level'])]),
  lowBattery(),
  event('tamper', ['防拆报警', 'Tamper alarm']),
];

export const FIRE_SENSOR: LibCategory = {
  value: 'fire_sensor',
  label: ['消防传感器', 'Fire sensor'],
  children: [
    {
      value: 'smoke',
      label: ['烟雾探测器', 'Smoke detector'],
      properties: [
        bool('smoke_alarm', ['烟雾报警', 'Smoke alarm']),
        integer('smoke_density', ['烟雾浓度', 'Smoke density'], '%', '0-100'),
        battery(),
        signalStrength(),
      ],
      services: [command('mute', ['消音', 'Mute']), command('self_check', ['自检', 'Self-check'])],
      events: fireEvents(),
    },
    {
      value: 'flame',
      label: ['火焰探测器', 'Flame detector'],
      properties: [
        bool('flame_alarm', ['火焰报警', 'Flame alarm']),
        integer('flame_intensity', ['火焰强度', 'Flame intensity'], '%', '0-100'),
        signalStrength(),
      ],
      services: [command('self_check', ['自检', 'Self-check'])],
      events: fireEvents(),
    },
    {
      value: 'heat',
      label: ['感温探测器', 'Heat detector'],
      properties: [float('temperature', ['温度', 'Temperature'], '℃', '-20-120'), bool('heat_alarm', ['温度报警', 'Heat alarm']), battery()],
      services: [command('mute', ['消音', 'Mute'])],
      events: fireEvents(),
    },
    {
      value: 'fire_hydrant',
      label: ['消火栓监测', 'Fire hydrant monitor'],
      properties: [
        float('water_pressure', ['水压', 'Water pressure'], 'MPa', '0-2.5', 0.01),
        bool('valve_open', ['阀门开启', 'Valve open']),
        bool('hit_alarm', ['撞击报警', 'Impact alarm']),
        battery(),
      ],
      events: [thresholdAlarm(), event('water_theft', ['偷水报警', 'Water theft alarm']), lowBattery()],
    },
  ],
};

export const WATER_SENSOR: LibCategory = {
  value: 'water_sensor',
  label: ['水质水位传感器', 'Water sensor'],
  children: [
    {
      value: 'water_quality',
      label: ['水质传感器', 'Water quality sensor'],
      properties: [
        float('ph', ['pH值', 'pH'], 'pH', '0-14', 0.01),
        float('turbidity', ['浊度', 'Turbidity'], 'NTU', '0-1000'),
        float('dissolved_oxygen', ['溶解氧', 'Dissolved oxygen'], 'mg/L', '0-20', 0.01),
        float('conductivity', ['电导率', 'Conductivity'], 'μS/cm', '0-20000', 1),
        float('residual_chlorine', ['余氯', 'Residual chlorine'], 'mg/L', '0-5', 0.01),
        float('water_temperature', ['水温', 'Water temperature'], '℃', '0-60'),
      ],
      services: [setInterval(), command('calibrate', ['校准', 'Calibrate'], [param('item', ['校准项', 'Item'], 'text')])],
      events: [thresholdAlarm()],
    },
    {
      value: 'water_level',
      label: ['液位传感器', 'Water level sensor'],
      properties: [float('water_level', ['液位', 'Water level'], 'm', '0-100', 0.01), bool('overflow', ['溢出报警', 'Overflow alarm']), battery()],
      services: sensorServices(),
      events: sensorEvents(),
    },
    {
      value: 'flow',
      label: ['流量计', 'Flow meter'],
      properties: [
        float('flow_rate', ['瞬时流量', 'Flow rate'], 'm³/h', '0-9999'),
        float('total_flow', ['累计流量', 'Total flow'], 'm³', '0-99999999', 0.01),
        float('velocity', ['流速', 'Velocity'], 'm/s', '0-20', 0.01),
        float('pressure', ['压力', 'Pressure'], 'MPa', '0-10', 0.01),
      ],
      services: sensorServices(),
      events: [thresholdAlarm()],
    },
    {
      value: 'water_leak',
      label: ['漏水传感器', 'Water leak sensor'],
      properties: [bool('leak', ['漏水状态', 'Leak detected']), battery(), signalStrength()],
      events: [event('leak_alarm', ['漏水报警', 'Leak alarm']), lowBattery()],
    },
    {
      value: 'rainfall',
      label: ['雨量传感器', 'Rain gauge'],
      properties: [
        float('rainfall', ['降雨量', 'Rainfall'], 'mm', '0-999'),
        float('rain_intensity', ['降雨强度', 'Rain intensity'], 'mm/h', '0-999'),
        float('rainfall_total', ['累计雨量', 'Total rainfall'], 'mm', '0-99999'),
        bool('raining', ['是否降雨', 'Raining']),
      ],
      services: [setInterval(), command('reset_total', ['累计清零', 'Reset total'])],
      events: [thresholdAlarm()],
    },
  ],
};

export const SOIL_SENSOR: LibCategory = {
  value: 'soil_sensor',
  label: ['土壤传感器', 'Soil sensor'],
  children: [
    {
      value: 'soil_moisture',
      label: ['土壤温湿度传感器', 'Soil moisture sensor'],
      properties: [
        float('soil_temperature', ['土壤温度', 'Soil temperature'], '℃', '-40-80'),
        float('soil_moisture', ['土壤湿度', 'Soil moisture'], '%', '0-100'),
        battery(),
        reportInterval(),
      ],
      services: sensorServices(),
      events: sensorEvents(),
    },
    {
      value: 'soil_ph',
      label: ['土壤pH传感器', 'Soil pH sensor'],
      properties: [float('soil_ph', ['土壤pH值', 'Soil pH'], 'pH', '3-9', 0.01), reportInterval()],
      services: sensorServices(),
      events: [thresholdAlarm()],
    },
    {
      value: 'soil_ec',
      label: ['土壤电导率传感器', 'Soil conductivity sensor'],
      properties: [
        float('soil_ec', ['土壤电导率', 'Soil conductivity'], 'μS/cm', '0-20000', 1),
        float('soil_salinity', ['土壤盐分', 'Soil salinity'], 'mg/L', '0-10000', 1),
        reportInterval(),
      ],
      services: sensorServices(),
      events: [thresholdAlarm()],
    },
    {
      value: 'soil_npk',
      label: ['土壤氮磷钾传感器', 'Soil NPK sensor'],
      properties: [
        integer('nitrogen', ['氮含量', 'Nitrogen'], 'mg/kg', '0-1999'),
        integer('phosphorus', ['磷含量', 'Phosphorus'], 'mg/kg', '0-1999'),
        integer('potassium', ['钾含量', 'Potassium'], 'mg/kg', '0-1999'),
        reportInterval(),
      ],
      services: sensorServices(),
      events: [thresholdAlarm()],
    },
  ],
};

export const STATUS_SENSOR: LibCategory = {
  value: 'status_sensor',
  label: ['状态传感器', 'Status sensor'],
  children: [
    {
      value: 'door_contact',
      label: ['门磁传感器', 'Door contact sensor'],
      properties: [bool('door_open', ['门状态', 'Door open']), integer('open_count', ['开门次数', 'Open count'], 'times', '0-999999'), battery()],
      events: [event('door_opened', ['开门', 'Door opened']), event('tamper', ['防拆报警', 'Tamper alarm']), lowBattery()],
    },
    {
      value: 'human_presence',
      label: ['人体红外传感器', 'Presence sensor'],
      properties: [bool('presence', ['有人/无人', 'Presence']), writable(integer('sensitivity', ['灵敏度', 'Sensitivity'], '-', '1-10')), battery()],
      services: [command('set_sensitivity', ['设置灵敏度', 'Set sensitivity'], [param('sensitivity', ['灵敏度', 'Sensitivity'])])],
      events: [event('motion_detected', ['检测到人', 'Motion detected']), lowBattery()],
    },
    {
      value: 'vibration',
      label: ['振动传感器', 'Vibration sensor'],
      properties: [
        float('vibration_velocity', ['振动速度', 'Vibration velocity'], 'mm/s', '0-100', 0.01),
        float('acceleration', ['加速度', 'Acceleration'], 'm/s²', '0-200', 0.01),
        float('frequency', ['频率', 'Frequency'], 'Hz', '0-10000', 1),
        float('temperature', ['温度', 'Temperature'], '℃', '-40-125'),
      ],
      services: sensorServices(),
      events: [thresholdAlarm()],
    },
    {
      value: 'tilt',
      label: ['倾角传感器', 'Tilt sensor'],
      properties: [
        float('angle_x', ['X轴倾角', 'X tilt'], '°', '-90-90', 0.01),
        float('angle_y', ['Y轴倾角', 'Y tilt'], '°', '-90-90', 0.01),
        bool('tilt_alarm', ['倾斜报警', 'Tilt alarm']),
        battery(),
      ],
      services: [setInterval(), command('zero_calibrate', ['归零校准', 'Zero calibration'])],
      events: [thresholdAlarm(), lowBattery()],
    },
    {
      value: 'switch_input',
      label: ['开关量采集器', 'Digital input'],
      properties: [
        bool('di1', ['输入1', 'Input 1']),
        bool('di2', ['输入2', 'Input 2']),
        bool('di3', ['输入3', 'Input 3']),
        bool('di4', ['输入4', 'Input 4']),
        described(text('last_change', ['最近变化', 'Last change']), ['最近一次变化的输入', 'The input that changed last']),
      ],
      events: [event('input_changed', ['输入变化', 'Input changed'], [param('channel', ['通道', 'Channel']), param('state', ['状态', 'State'], 'text')])],
    },
  ],
};
