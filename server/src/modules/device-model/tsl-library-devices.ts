/**
 * Standard thing models of the actuator and metering categories (the spec's constants): alarm, signal light, lighting,
 * relay, ammeter, location, other.
 */
import {
  battery,
  bool,
  command,
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
  type LibProperty,
} from './tsl-library-types';

const onOff = (name = 'switch', title: [string, string] = ['开关', 'Switch']) => writable(bool(name, title));
const switchCommand = (id = 'set_switch', p = 'switch') =>
  command(id, ['开关控制', 'Switch on/off'], [param(p, ['开关状态(1开/0关)', 'State (1 on / 0 off)'])]);

export const ALARM: LibCategory = {
  value: 'alarm',
  label: ['报警器', 'Alarm'],
  children: [
    {
      value: 'sound_light_alarm',
      label: ['声光报警器', 'Sound and light alarm'],
      properties: [
        onOff('alarm_switch', ['报警开关', 'Alarm switch']),
        writable(integer('volume', ['音量', 'Volume'], '%', '0-100')),
        writable(integer('alarm_mode', ['报警模式', 'Alarm mode'], '-', '0-3')),
        writable(integer('duration', ['报警时长', 'Alarm duration'], 's', '0-3600')),
      ],
      services: [
        command('start_alarm', ['启动报警', 'Start alarm'], [param('mode', ['报警模式', 'Alarm mode']), param('duration', ['时长(秒)', 'Duration (s)'])]),
        command('stop_alarm', ['停止报警', 'Stop alarm']),
      ],
      events: [event('alarm_started', ['报警开始', 'Alarm started'], [param('source', ['触发源', 'Source'], 'text')])],
    },
    {
      value: 'sos_button',
      label: ['紧急按钮', 'Emergency button'],
      properties: [bool('pressed', ['按下状态', 'Pressed']), battery(), signalStrength()],
      services: [command('reset', ['复位', 'Reset'])],
      events: [event('sos', ['紧急求助', 'Emergency call']), lowBattery()],
    },
  ],
};

const lamp = (name: string, title: [string, string]) => onOff(name, title);

export const SIGNAL_LIGHT: LibCategory = {
  value: 'signal_light',
  label: ['信号灯', 'Signal light'],
  children: [
    {
      value: 'tower_light',
      label: ['三色信号灯', 'Tower light'],
      properties: [
        lamp('red', ['红灯', 'Red light']),
        lamp('yellow', ['黄灯', 'Yellow light']),
        lamp('green', ['绿灯', 'Green light']),
        onOff('buzzer', ['蜂鸣器', 'Buzzer']),
        writable(integer('blink_mode', ['闪烁模式', 'Blink mode'], '-', '0-2')),
      ],
      services: [
        command(
          'set_lights',
          ['设置灯态', 'Set lights'],
          [param('red', ['红灯', 'Red']), param('yellow', ['黄灯', 'Yellow']), param('green', ['绿灯', 'Green']), param('blink', ['闪烁', 'Blink'])],
        ),
      ],
    },
    {
      value: 'traffic_light',
      label: ['交通信号灯', 'Traffic light'],
      properties: [
        writable(integer('phase', ['相位', 'Phase'], '-', '0-3')),
        integer('countdown', ['倒计时', 'Countdown'], 's', '0-999'),
        writable(bool('flashing_yellow', ['黄闪模式', 'Flashing yellow'])),
        bool('fault', ['故障', 'Fault']),
      ],
      services: [command('set_phase', ['切换相位', 'Set phase'], [param('phase', ['相位', 'Phase']), param('duration', ['时长(秒)', 'Duration (s)'])])],
      events: [event('lamp_fault', ['灯组故障', 'Lamp fault'], [param('lamp', ['灯组', 'Lamp'], 'text')])],
    },
    {
      value: 'indicator',
      label: ['指示灯', 'Indicator light'],
      properties: [onOff(), writable(text('color', ['颜色', 'Colour']))],
      services: [switchCommand()],
    },
  ],
};

const brightness = (): LibProperty => writable(integer('brightness', ['亮度', 'Brightness'], '%', '0-100'));

export const LIGHTING: LibCategory = {
  value: 'lighting',
  label: ['照明', 'Lighting'],
  children: [
    { value: 'switch_light', label: ['开关灯', 'On/off light'], properties: [onOff()], services: [switchCommand()] },
    {
      value: 'dimmable_light',
      label: ['调光灯', 'Dimmable light'],
      properties: [onOff(), brightness(), writable(integer('color_temperature', ['色温', 'Colour temperature'], 'K', '2700-6500', 100))],
      services: [switchCommand(), command('set_brightness', ['调节亮度', 'Set brightness'], [param('brightness', ['亮度', 'Brightness'])])],
    },
    {
      value: 'color_light',
      label: ['彩光灯', 'Colour light'],
      properties: [onOff(), brightness(), writable(text('color', ['颜色(RGB)', 'Colour (RGB)'])), writable(integer('scene', ['场景', 'Scene'], '-', '0-20'))],
      services: [
        switchCommand(),
        command('set_color', ['设置颜色', 'Set colour'], [param('color', ['颜色', 'Colour'], 'text')]),
        command('set_scene', ['设置场景', 'Set scene'], [param('scene', ['场景', 'Scene'])]),
      ],
    },
    {
      value: 'street_light',
      label: ['路灯', 'Street light'],
      properties: [
        onOff(),
        brightness(),
        float('voltage', ['电压', 'Voltage'], 'V', '0-300'),
        float('current', ['电流', 'Current'], 'A', '0-10', 0.01),
        float('power', ['功率', 'Power'], 'W', '0-1000'),
        float('energy', ['电能', 'Energy'], 'kWh', '0-999999', 0.01),
        bool('lamp_fault', ['灯具故障', 'Lamp fault']),
      ],
      services: [
        switchCommand(),
        command(
          'set_schedule',
          ['设置开关灯时间', 'Set schedule'],
          [param('on_time', ['开灯时间', 'On time'], 'text'), param('off_time', ['关灯时间', 'Off time'], 'text')],
        ),
      ],
      events: [event('lamp_fault', ['灯具故障', 'Lamp fault'], [param('code', ['故障码', 'Fault code'])])],
    },
  ],
};

const channel = (i: number) => onOff(`switch_${i}`, [`第${i}路`, `Channel ${i}`]);

export const RELAY: LibCategory = {
  value: 'relay',
  label: ['继电器', 'Relay'],
  children: [
    {
      value: 'single_relay',
      label: ['单路继电器', 'Single-channel relay'],
      properties: [onOff(), writable(integer('delay_off', ['延时断开', 'Delayed off'], 's', '0-86400'))],
      services: [switchCommand(), command('pulse', ['点动', 'Pulse'], [param('duration', ['时长(毫秒)', 'Duration (ms)'])])],
    },
    {
      value: 'four_channel_relay',
      label: ['四路继电器', 'Four-channel relay'],
      properties: [channel(1), channel(2), channel(3), channel(4)],
      services: [
        command(
          'set_channel',
          ['通道控制', 'Set channel'],
          [param('channel', ['通道', 'Channel']), param('switch', ['开关状态(1开/0关)', 'State (1 on / 0 off)'])],
        ),
        command('all_off', ['全部断开', 'All off']),
      ],
    },
    {
      value: 'smart_socket',
      label: ['智能插座', 'Smart socket'],
      properties: [
        onOff(),
        float('power', ['功率', 'Power'], 'W', '0-4000'),
        float('energy', ['电能', 'Energy'], 'kWh', '0-999999', 0.01),
        float('voltage', ['电压', 'Voltage'], 'V', '0-300'),
        float('current', ['电流', 'Current'], 'A', '0-16', 0.01),
      ],
      services: [switchCommand()],
      events: [event('overload', ['过载', 'Overload'], [param('power', ['功率', 'Power'])])],
    },
  ],
};

const phase = (p: string, zh: string) => [
  float(`voltage_${p}`, [`${zh}相电压`, `Phase ${p.toUpperCase()} voltage`], 'V', '0-500'),
  float(`current_${p}`, [`${zh}相电流`, `Phase ${p.toUpperCase()} current`], 'A', '0-999', 0.01),
];

export const AMMETER: LibCategory = {
  value: 'ammeter',
  label: ['电表', 'Electricity meter'],
  children: [
    {
      value: 'single_phase',
      label: ['单相电表', 'Single-phase meter'],
      properties: [
        float('voltage', ['电压', 'Voltage'], 'V', '0-300'),
        float('current', ['电流', 'Current'], 'A', '0-100', 0.01),
        float('active_power', ['有功功率', 'Active power'], 'kW', '0-100', 0.001),
        float('power_factor', ['功率因数', 'Power factor'], 'cosφ', '0-1', 0.01),
        float('frequency', ['频率', 'Frequency'], 'Hz', '45-65', 0.01),
        float('energy', ['有功电能', 'Active energy'], 'kWh', '0-99999999', 0.01),
        writable(bool('relay', ['拉合闸', 'Supply relay'])),
      ],
      services: [command('set_relay', ['拉合闸控制', 'Switch supply'], [param('relay', ['状态(1合闸/0拉闸)', 'State (1 on / 0 off)'])])],
      events: [event('over_voltage', ['过压', 'Over-voltage'], [param('voltage', ['电压', 'Voltage'])]), event('power_off', ['停电', 'Power failure'])],
    },
    {
      value: 'three_phase',
      label: ['三相电表', 'Three-phase meter'],
      properties: [
        ...phase('a', 'A'),
        ...phase('b', 'B'),
        ...phase('c', 'C'),
        float('active_power', ['总有功功率', 'Total active power'], 'kW', '0-9999', 0.001),
        float('reactive_power', ['总无功功率', 'Total reactive power'], 'kvar', '0-9999', 0.001),
        float('power_factor', ['总功率因数', 'Total power factor'], 'cosφ', '0-1', 0.01),
        float('frequency', ['频率', 'Frequency'], 'Hz', '45-65', 0.01),
        float('energy', ['正向有功电能', 'Forward active energy'], 'kWh', '0-99999999', 0.01),
        float('reactive_energy', ['无功电能', 'Reactive energy'], 'kvarh', '0-99999999', 0.01),
      ],
      services: [command('read_meter', ['抄表', 'Read meter']), command('clear_demand', ['需量清零', 'Reset demand'])],
      events: [event('phase_loss', ['缺相', 'Phase loss'], [param('phase', ['相', 'Phase'], 'text')]), event('reverse_power', ['反向功率', 'Reverse power'])],
    },
  ],
};

export const LOCATION: LibCategory = {
  value: 'location',
  label: ['定位', 'Location'],
  children: [
    {
      value: 'gps_tracker',
      label: ['GPS定位器', 'GPS tracker'],
      properties: [
        float('longitude', ['经度', 'Longitude'], '°', '-180-180', 0.000001),
        float('latitude', ['纬度', 'Latitude'], '°', '-90-90', 0.000001),
        float('altitude', ['海拔', 'Altitude'], 'm', '-500-9000'),
        float('speed', ['速度', 'Speed'], 'km/h', '0-300'),
        integer('heading', ['方向', 'Heading'], '°', '0-359'),
        integer('satellites', ['卫星数', 'Satellites'], 'count', '0-64'),
        battery(),
      ],
      services: [setInterval(), command('locate_now', ['立即定位', 'Locate now'])],
      events: [event('geofence', ['越界告警', 'Geofence alarm'], [param('fence', ['围栏', 'Fence'], 'text')]), lowBattery()],
    },
    {
      value: 'indoor_beacon',
      label: ['室内定位标签', 'Indoor positioning tag'],
      properties: [
        float('x', ['X坐标', 'X'], 'm', '0-9999', 0.01),
        float('y', ['Y坐标', 'Y'], 'm', '0-9999', 0.01),
        integer('floor', ['楼层', 'Floor'], '-', '-10-200'),
        text('zone', ['区域', 'Zone']),
        battery(),
      ],
      events: [event('sos', ['紧急求助', 'Emergency call']), lowBattery()],
    },
  ],
};

export const OTHER: LibCategory = {
  value: 'other',
  label: ['其他', 'Other'],
  children: [
    {
      value: 'generic',
      label: ['通用设备', 'Generic device'],
      properties: [float('value', ['数值', 'Value']), bool('status', ['状态', 'Status']), text('message', ['消息', 'Message']), reportInterval()],
      services: [setInterval(), command('reboot', ['重启', 'Reboot'])],
      events: [thresholdAlarm()],
    },
    {
      value: 'counter',
      label: ['计数器', 'Counter'],
      properties: [integer('count', ['计数', 'Count'], 'count', '0-99999999'), float('rate', ['速率', 'Rate'], '-', '0-9999')],
      services: [command('reset_count', ['计数清零', 'Reset count'])],
    },
  ],
};
