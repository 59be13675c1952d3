import type { HttpClient, Page, PageQuery } from '@tessera/sdk';

export const TIERS = ['sharp', 'peak', 'flat', 'valley'] as const;
export type Tier = (typeof TIERS)[number];
export const SLOTS_PER_DAY = 48;

export interface Period {
  start: string;
  end: string;
  tier: Tier;
}
export interface Rule {
  id: string;
  site_id: string;
  name: string;
  description: string;
  slots: Tier[];
  periods: Period[];
  created_at: number;
  updated_at: number;
}
export interface RuleSave {
  id?: string;
  site_id?: string;
  name: string;
  description: string;
  slots: Tier[];
}
export interface Price {
  id: string;
  site_id: string;
  tier: Tier;
  electricity_price: string;
  service_price: string;
  effective_from: string;
  in_force: boolean;
}
export interface PriceAdd {
  site_id: string;
  tier: Tier;
  electricity_price: string;
  service_price: string;
  effective_from: string;
}
export interface Setting {
  site_id: string;
  rule_id: string | null;
  min_balance_cents: number;
  max_duration_min: number;
  idle_fee_cents_per_min: number;
  utc_offset_min: number;
  device_ids: string[];
}
export interface TierBill {
  energy_wh: number;
  electricity_cents: number;
  service_cents: number;
}
export interface Order {
  id: string;
  site_id: string;
  site_name: string;
  device_id: string;
  device_name: string;
  status: 'charging' | 'full' | 'finished';
  start_ms: number;
  full_ms: number | null;
  end_ms: number | null;
  end_reason: string | null;
  energy_wh: number;
  electricity_cents: number;
  service_cents: number;
  idle_cents: number;
  total_cents: number;
  unpriced_wh: number;
  tiers: Partial<Record<Tier, TierBill>>;
}
export interface IncomeRow {
  site_id: string;
  site_name: string | null;
  period: string;
  orders: number;
  energy_wh: number;
  electricity_cents: number;
  service_cents: number;
  idle_cents: number;
  total_cents: number;
}
export interface IncomeQuery {
  site_id?: string;
  granularity: 'day' | 'month';
  start_date: string;
  end_date: string;
}
export interface DeviceOption {
  id: string;
  name: string;
}

/** The charging routes; every call names its site in the body, so the view's site picker decides. */
export const chargingApi = {
  devices: (http: HttpClient, siteId: string) => http.call<Page<DeviceOption>>('/device/list/tree', { current_page: 1, per_page: 100 }, { siteId }),
  rules: (http: HttpClient, q: PageQuery) => http.call<Page<Rule>>('/charging/rule/list', q),
  saveRule: (http: HttpClient, r: RuleSave) =>
    http.call<Rule>(
      r.id ? '/charging/rule/edit' : '/charging/rule/add',
      r.id
        ? { id: r.id, name: r.name, description: r.description, slots: r.slots }
        : { site_id: r.site_id, name: r.name, description: r.description, slots: r.slots },
    ),
  removeRule: (http: HttpClient, id: string) => http.call('/charging/rule/delete', { id }),
  prices: (http: HttpClient, siteId: string) => http.call<Price[]>('/charging/price/list', { site_id: siteId }),
  addPrice: (http: HttpClient, p: PriceAdd) => http.call<Price>('/charging/price/add', p),
  removePrice: (http: HttpClient, id: string) => http.call('/charging/price/delete', { id }),
  setting: (http: HttpClient, siteId: string) => http.call<Setting>('/charging/setting/detail', { site_id: siteId }),
  saveSetting: (http: HttpClient, s: Setting) => http.call<Setting>('/charging/setting/save', s),
  orders: (http: HttpClient, q: PageQuery) => http.call<Page<Order>>('/charging/order/list', q),
  order: (http: HttpClient, id: string) => http.call<Order>('/charging/order/detail', { id }),
  income: (http: HttpClient, q: IncomeQuery) =>
    http.call<{ rows: IncomeRow[]; totals: Omit<IncomeRow, 'site_id' | 'site_name' | 'period'> }>('/charging/income/report', q),
};
