/**
 * The unit list the wizard offers as suggestions for a property's unit (the spec's constants: "about 130 units"),
 * grouped by quantity. Symbols only: the unit field stores the symbol, and symbols read the same in every language. '-'
 * (no unit) is the data-type default of the spec's state rules and is listed first so it is always offered.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['-'],
  // temperature, humidity
  ['℃', '℉', 'K', '%RH', 'g/m³'],
  // ratios, counts, generic
  ['%', '‰', 'ppm', 'ppb', 'degree', 'times', 'pcs', 'count', 'step'],
  // concentration
  ['μg/m³', 'mg/m³', 'mg/L', 'mg/kg', 'μg/L', 'g/L', 'mol/L', 'mmol/L', '%LEL', '%VOL', 'NTU', 'pH', 'CFU/mL'],
  // length, area, volume
  ['nm', 'μm', 'mm', 'cm', 'm', 'km', 'in', 'ft', 'cm²', 'm²', 'ha', 'mL', 'L', 'm³'],
  // mass, force, torque
  ['mg', 'g', 'kg', 't', 'N'],
  // time, frequency
  ['ms', 's', 'min', 'h', 'd', 'month', 'year', 'Hz', 'kHz', 'MHz', 'GHz', 'rpm'],
  // speed, acceleration, flow
  ['mm/s', 'm/s', 'km/h', 'mm/h', 'm/s²', 'L/s', 'L/min', 'L/h', 'm³/s', 'm³/h', 'kg/h'],
  // pressure
  ['Pa', 'kPa', 'hPa', 'MPa', 'bar', 'mbar', 'atm', 'mmHg', 'psi'],
  // electricity
  ['μV', 'mV', 'V', 'kV', 'μA', 'mA', 'A', 'Ω', 'kΩ', 'MΩ', 'μF', 'μS/cm', 'mS/cm', 'Ah', 'mAh'],
  // power, energy
  ['mW', 'W', 'kW', 'MW', 'var', 'kvar', 'VA', 'kVA', 'cosφ', 'Wh', 'kWh', 'kvarh', 'J', 'kJ', 'MJ', 'kcal'],
  // light, sound, radiation
  ['lx', 'lm', 'cd', 'cd/m²', 'W/m²', 'μmol/(m²·s)', 'UVI', 'dB', 'dBA', 'dBm', 'μSv/h', 'mSv', 'Bq'],
  // angle, position
  ['°', 'rad', '°/s', 'rad/s'],
  // data
  ['bit', 'B', 'KB', 'MB', 'GB', 'bps', 'kbps', 'Mbps'],
];

export const UNITS: readonly string[] = Object.freeze([...new Set(GROUPS.flat())]);
