/** The stored plugin config: what counts as a valid config, what the server strips, and the derived pairs. */
import { describe, expect, it } from 'vitest';
import { isPublished, keyPairOf, parseConfig, storedText, valuePairOf } from '../../../server/src/modules/device-model/plugin-config';

const valid = {
  info: { pluginName: 'p', pluginCategory: 'sensor', id: 'forged' },
  tsl: {
    option: { classify: 'custom', tslValue: [], catValue: '' },
    key_pair: {},
    value_pair: { door: { true: '开', false: '关', bad: { x: 1 } } },
    properties: [
      { name: 'temperature', title: '温度', unit: '℃' },
      { name: 'door', title: '' },
    ],
    services: [{ commandId: 'reboot', commandName: '重启', commandParams: [] }],
    events: [],
  },
  chart: [],
  publish: { isPus: true },
};

describe('plugin config', () => {
  it('accepts a config with info, tsl and chart', () => {
    expect(parseConfig(JSON.stringify(valid))).toEqual(valid);
    expect(parseConfig(JSON.stringify({ info: {}, tsl: {}, chart: [] }))).not.toBeNull();
  });

  it.each([
    ['not JSON', '{bad'],
    ['an array', '[]'],
    ['a string', '"x"'],
    ['no info', JSON.stringify({ tsl: {}, chart: [] })],
    ['no tsl', JSON.stringify({ info: {}, chart: [] })],
    ['tsl a string', JSON.stringify({ info: {}, tsl: 'x', chart: [] })],
    ['chart not a list', JSON.stringify({ info: {}, tsl: {}, chart: {} })],
    ['properties not a list', JSON.stringify({ info: {}, tsl: { properties: {} }, chart: [] })],
    ['a property without a name', JSON.stringify({ info: {}, tsl: { properties: [{ title: 't' }] }, chart: [] })],
    ['a service without commandId', JSON.stringify({ info: {}, tsl: { services: [{ commandName: 'x' }] }, chart: [] })],
    ['an event without eventId', JSON.stringify({ info: {}, tsl: { events: [null] }, chart: [] })],
    ['value_pair a list', JSON.stringify({ info: {}, tsl: { value_pair: [] }, chart: [] })],
    ['publish a flag', JSON.stringify({ info: {}, tsl: {}, chart: [], publish: true })],
  ])('refuses %s', (_what, text) => {
    expect(parseConfig(text)).toBeNull();
  });

  it('stores the config without info.id and keeps publish.isPus', () => {
    const stored = JSON.parse(storedText(parseConfig(JSON.stringify(valid))!));
    expect(stored.info).toEqual({ pluginName: 'p', pluginCategory: 'sensor' });
    expect(stored.publish).toEqual({ isPus: true });
    expect(stored.tsl).toEqual(valid.tsl);
    expect(isPublished(stored)).toBe(true);
    expect(isPublished({ ...stored, publish: { isPus: 'yes' } })).toBe(false);
  });

  it('derives the key pair from the properties (title, else the name) and the value pair from tsl.value_pair', () => {
    const text = JSON.stringify(valid);
    expect(keyPairOf(text)).toEqual({ temperature: '温度', door: 'door' });
    expect(valuePairOf(text)).toEqual({ door: { true: '开', false: '关' } });
    expect(keyPairOf('{bad')).toEqual({});
    expect(valuePairOf(JSON.stringify({ tsl: {} }))).toEqual({});
    // Older rows hold tsl as JSON text.
    expect(keyPairOf(JSON.stringify({ tsl: JSON.stringify({ properties: [{ name: 'x', title: 'X' }] }) }))).toEqual({ x: 'X' });
  });

  it('keeps a property named __proto__ as plain data', () => {
    const text = '{"tsl":{"properties":[{"name":"__proto__","title":"evil"}],"value_pair":{"__proto__":{"polluted":"yes"}}}}';
    const keys = keyPairOf(text);
    expect(Object.getPrototypeOf(keys)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(keys))).toEqual(JSON.parse('{"__proto__":"evil"}'));
    const values = valuePairOf(text);
    expect((values as any).polluted).toBeUndefined();
    expect(({} as any).polluted).toBeUndefined();
  });
});
