/**
 * The standard thing-model library served to the wizard's category → device-type cascader (`get-tsl-map`),
 * rendered in the request's language with the property, service and event shapes of the plugin config (the spec's
 * entity fields).
 */
import { AMBIENT_SENSOR, FIRE_SENSOR, GAS_SENSOR, SOIL_SENSOR, STATUS_SENSOR, WATER_SENSOR } from './tsl-library-sensors';
import { ALARM, AMMETER, LIGHTING, LOCATION, OTHER, RELAY, SIGNAL_LIGHT } from './tsl-library-devices';
import type { Bi, Lang, LibCategory, LibDeviceType, LibParam } from './tsl-library-types';

/** In the spec's order. */
export const TSL_LIBRARY: readonly LibCategory[] = [
  AMBIENT_SENSOR,
  GAS_SENSOR,
  FIRE_SENSOR,
  WATER_SENSOR,
  SOIL_SENSOR,
  STATUS_SENSOR,
  ALARM,
  SIGNAL_LIGHT,
  LIGHTING,
  RELAY,
  AMMETER,
  LOCATION,
  OTHER,
];

export interface TslParamDto {
  name: string;
  identifier: string;
  type: string;
  description: string;
}
export interface TslPropertyDto {
  title: string;
  name: string;
  dataType: string;
  dataRange: string;
  stepLength: number | string;
  unit: string;
  readWrite: 'r' | 'rw';
  description: string;
}
export interface TslServiceDto {
  commandName: string;
  commandId: string;
  commandParams: TslParamDto[];
}
export interface TslEventDto {
  eventName: string;
  eventId: string;
  eventParams: TslParamDto[];
}
export interface TslMapLeaf {
  value: string;
  label: string;
  tsl: { properties: TslPropertyDto[]; services: TslServiceDto[]; events: TslEventDto[] };
}
export interface TslMapNode {
  value: string;
  label: string;
  children: TslMapLeaf[];
}

const pick = (bi: Bi | undefined, lang: Lang) => (bi ? bi[lang === 'en' ? 1 : 0] : '');

const params = (list: LibParam[], lang: Lang): TslParamDto[] =>
  list.map((p) => ({ name: pick(p.name, lang), identifier: p.identifier, type: p.type, description: pick(p.description, lang) }));

function leaf(t: LibDeviceType, lang: Lang): TslMapLeaf {
  return {
    value: t.value,
    label: pick(t.label, lang),
    tsl: {
      properties: t.properties.map((p) => ({
        title: pick(p.title, lang),
        name: p.name,
        dataType: p.dataType,
        dataRange: p.dataRange,
        stepLength: p.stepLength,
        unit: p.unit,
        readWrite: p.readWrite,
        description: pick(p.description, lang),
      })),
      services: (t.services ?? []).map((s) => ({ commandName: pick(s.commandName, lang), commandId: s.commandId, commandParams: params(s.params, lang) })),
      events: (t.events ?? []).map((e) => ({ eventName: pick(e.eventName, lang), eventId: e.eventId, eventParams: params(e.params, lang) })),
    },
  };
}

const rendered = new Map<Lang, TslMapNode[]>();

/** The library in one language (Chinese unless the request asked for English); built once per language. */
export function tslMap(lang: Lang): TslMapNode[] {
  let map = rendered.get(lang);
  if (!map) {
    map = TSL_LIBRARY.map((c) => ({ value: c.value, label: pick(c.label, lang), children: c.children.map((t) => leaf(t, lang)) }));
    rendered.set(lang, map);
  }
  return map;
}
