/** The thing model (TSL) inside a plugin's `chart_data`: its types and the one reader of it. */

export interface TslProperty {
  name: string;
  title?: string;
  dataType?: string;
  unit?: string;
  readWrite?: string;
  [k: string]: unknown;
}
export interface TslService {
  commandId: string;
  commandName?: string;
  commandParams?: unknown[];
}
export interface TslEvent {
  eventId: string;
  eventName?: string;
  eventParams?: unknown[];
}
export interface Tsl {
  option?: unknown;
  properties: TslProperty[];
  services: TslService[];
  events: TslEvent[];
}

/** Reads the TSL out of `chart_data` (a JSON string whose `tsl` may itself be a string); empty when unreadable. */
export function tslOf(chartData: string | null | undefined): Tsl {
  const empty: Tsl = { properties: [], services: [], events: [] };
  if (!chartData) return empty;
  try {
    const parsed = JSON.parse(chartData);
    const tsl = typeof parsed?.tsl === 'string' ? JSON.parse(parsed.tsl) : parsed?.tsl;
    if (!tsl || typeof tsl !== 'object') return empty;
    return {
      option: tsl.option,
      properties: Array.isArray(tsl.properties) ? tsl.properties : [],
      services: Array.isArray(tsl.services) ? tsl.services : [],
      events: Array.isArray(tsl.events) ? tsl.events : [],
    };
  } catch {
    return empty;
  }
}
