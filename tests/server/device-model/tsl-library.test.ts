/** The standard thing-model library (get-tsl-map) and the unit list (get-types): shape and content rules. */
import { describe, expect, it } from 'vitest';
import { TSL_LIBRARY, tslMap } from '../../../server/src/modules/device-model/tsl-library';
import { UNITS } from '../../../server/src/modules/device-model/units';

const DATA_TYPES = ['float', 'bool', 'integer', 'text', 'date', 'object', 'coil'];
const PARAM_TYPES = ['number', 'text', 'object', 'list'];
const leaves = (lang: 'ch' | 'en') => tslMap(lang).flatMap((c) => c.children.map((l) => ({ category: c.value, ...l })));

describe('standard thing-model library', () => {
  it('has the categories of the spec in order, with the ambient sensor device types the spec names', () => {
    expect(tslMap('ch').map((c) => c.value)).toEqual([
      'ambient_sensor',
      'gas_sensor',
      'fire_sensor',
      'water_sensor',
      'soil_sensor',
      'status_sensor',
      'alarm',
      'signal_light',
      'lighting',
      'relay',
      'ammeter',
      'location',
      'other',
    ]);
    expect(tslMap('ch')[0].children.map((l) => l.value)).toEqual(['temperature_and_humidity', 'pm25', 'wind', 'noise', 'light', 'air_pressure']);
    for (const c of tslMap('ch')) expect(c.children.length, c.value).toBeGreaterThan(0);
  });

  it('labels and titles in Chinese by default and in English on request', () => {
    const [ch, en] = [tslMap('ch'), tslMap('en')];
    expect(ch[0].label).toBe('环境传感器');
    expect(en[0].label).toBe('Ambient sensor');
    const th = (m: typeof ch) => m[0].children[0].tsl.properties.find((p) => p.name === 'temperature')!;
    expect(th(ch)).toMatchObject({ title: '温度', unit: '℃', dataType: 'float', readWrite: 'r' });
    expect(th(en)).toMatchObject({ title: 'Temperature', unit: '℃' });
    // Every text differs between the languages where it is Chinese (no untranslated Chinese leaks into English).
    expect(JSON.stringify(en)).not.toMatch(/[\u4e00-\u9fff]/);
    for (const l of leaves('ch')) expect(l.label, l.value).toMatch(/[\u4e00-\u9fff]/);
  });

  it('gives every device type well-formed properties in the console shape', () => {
    for (const lang of ['ch', 'en'] as const) {
      for (const leaf of leaves(lang)) {
        const where = `${leaf.category}/${leaf.value}`;
        expect(leaf.tsl.properties.length, where).toBeGreaterThan(0);
        const names = leaf.tsl.properties.map((p) => p.name);
        expect(new Set(names).size, `${where} duplicate property names`).toBe(names.length);
        for (const p of leaf.tsl.properties) {
          expect(Object.keys(p).sort(), where).toEqual(['dataRange', 'dataType', 'description', 'name', 'readWrite', 'stepLength', 'title', 'unit']);
          expect(p.name, where).toMatch(/^[a-z][a-z0-9_]*$/);
          expect(p.title.trim(), `${where}.${p.name}`).not.toBe('');
          expect(DATA_TYPES, `${where}.${p.name}`).toContain(p.dataType);
          expect(['r', 'rw'], `${where}.${p.name}`).toContain(p.readWrite);
          expect(UNITS, `${where}.${p.name} unit ${p.unit}`).toContain(p.unit);
          expect(p.description.length, `${where}.${p.name}`).toBeLessThanOrEqual(50);
          if (p.dataType === 'bool') expect(p.dataRange).toBe('true-false');
          if (p.dataType === 'float' || p.dataType === 'integer') {
            const m = /^(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/.exec(p.dataRange);
            expect(m, `${where}.${p.name} range ${p.dataRange}`).not.toBeNull();
            expect(Number(m![1]), `${where}.${p.name}`).toBeLessThan(Number(m![2]));
            expect(typeof p.stepLength === 'number' && p.stepLength > 0, `${where}.${p.name} step`).toBe(true);
            if (p.dataType === 'integer') expect(Number.isInteger(p.stepLength), `${where}.${p.name}`).toBe(true);
          }
        }
      }
    }
  });

  it('gives services and events unique ids and typed params', () => {
    for (const leaf of leaves('ch')) {
      const where = `${leaf.category}/${leaf.value}`;
      const ids = leaf.tsl.services.map((s) => s.commandId);
      expect(new Set(ids).size, where).toBe(ids.length);
      const events = leaf.tsl.events.map((e) => e.eventId);
      expect(new Set(events).size, where).toBe(events.length);
      for (const s of leaf.tsl.services) {
        expect(s.commandName.trim(), where).not.toBe('');
        for (const p of s.commandParams) {
          expect(PARAM_TYPES, `${where}.${s.commandId}`).toContain(p.type);
          expect(p.identifier, where).toMatch(/^[a-z][a-z0-9_]*$/);
          expect(p.name.trim(), where).not.toBe('');
        }
      }
      for (const e of leaf.tsl.events) for (const p of e.eventParams) expect(PARAM_TYPES, `${where}.${e.eventId}`).toContain(p.type);
    }
    // Controllable things come with commands.
    for (const cat of ['lighting', 'relay', 'alarm', 'signal_light']) {
      for (const leaf of leaves('ch').filter((l) => l.category === cat)) expect(leaf.tsl.services.length, `${cat}/${leaf.value}`).toBeGreaterThan(0);
    }
  });

  it('renders from one bilingual source: both languages hold the same device types, properties and commands', () => {
    expect(TSL_LIBRARY[0].children[0].properties[0].title).toEqual(['温度', 'Temperature']);
    const shape = (lang: 'ch' | 'en') =>
      leaves(lang).map((l) => [l.category, l.value, l.tsl.properties.map((p) => p.name), l.tsl.services.map((x) => x.commandId)]);
    expect(shape('en')).toEqual(shape('ch'));
  });
});

describe('unit list', () => {
  it('offers about 130 distinct, non-empty units including the no-unit default', () => {
    expect(UNITS.length).toBeGreaterThanOrEqual(120);
    expect(UNITS.length).toBeLessThanOrEqual(140);
    expect(new Set(UNITS).size).toBe(UNITS.length);
    expect(UNITS[0]).toBe('-');
    for (const u of ['℃', '%RH', 'μg/m³', 'ppm', 'V', 'A', 'kW', 'kWh', 'lx', 'dB', 'hPa', 'm/s', '°', 'degree']) expect(UNITS).toContain(u);
    for (const u of UNITS) expect(u.trim()).toBe(u);
  });
});
