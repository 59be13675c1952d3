/**
 * The billing core of charging, with no I/O: a charge rule is 48 half-hour slots of the local day, each one tier;
 * prices per tier are kept with the date they take effect; a session is billed slot by slot from its meter
 * readings, with the prices in force when each part ran. Energy is integer Wh, prices are integer ten-thousandths
 * of the currency unit per kWh, fees are integer cents: nothing is a float that drifts. See docs/charging.md.
 */
export const TIERS = ['sharp', 'peak', 'flat', 'valley'] as const;
export type Tier = (typeof TIERS)[number];
export const SLOTS_PER_DAY = 48;
const SLOT_MS = 30 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface Period {
  start: string;
  end: string;
  tier: Tier;
}

/** Why a plan is not a whole day, with the slot at fault (0 = 00:00–00:30). */
export type CoverageProblem =
  { kind: 'time'; value: string } | { kind: 'empty'; index: number } | { kind: 'gap'; slot: number } | { kind: 'overlap'; slot: number };

const slotOf = (hhmm: string): number | null => {
  const m = /^([01]\d|2[0-4]):(00|30)$/.exec(hhmm);
  if (!m) return null;
  const slot = Number(m[1]) * 2 + (m[2] === '30' ? 1 : 0);
  return slot > SLOTS_PER_DAY ? null : slot;
};

/** The 48 slots of a list of periods ("HH:mm" on the half hour, end exclusive, "24:00" ends the day), or why not. */
export function slotsOfPeriods(periods: readonly Period[]): { slots: Tier[] } | { problem: CoverageProblem } {
  const slots: (Tier | undefined)[] = new Array(SLOTS_PER_DAY).fill(undefined);
  for (const [index, p] of periods.entries()) {
    const start = slotOf(p.start);
    const end = slotOf(p.end);
    if (start === null || start === SLOTS_PER_DAY) return { problem: { kind: 'time', value: p.start } };
    if (end === null) return { problem: { kind: 'time', value: p.end } };
    if (end <= start) return { problem: { kind: 'empty', index } };
    for (let s = start; s < end; s++) {
      if (slots[s]) return { problem: { kind: 'overlap', slot: s } };
      slots[s] = p.tier;
    }
  }
  const gap = slots.findIndex((t) => !t);
  return gap >= 0 ? { problem: { kind: 'gap', slot: gap } } : { slots: slots as Tier[] };
}

const hhmm = (slot: number) => `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;

/** The shortest list of periods of 48 slots (neighbouring slots of one tier merge). */
export function periodsOfSlots(slots: readonly Tier[]): Period[] {
  const out: Period[] = [];
  slots.forEach((tier, s) => {
    const last = out[out.length - 1];
    if (last && last.tier === tier) last.end = hhmm(s + 1);
    else out.push({ start: hhmm(s), end: hhmm(s + 1), tier });
  });
  return out;
}

/** "HH:mm" of a slot's start, for labels. */
export const slotLabel = hhmm;

export interface TierPrice {
  tier: Tier;
  /** Per kWh, in ten-thousandths of the currency unit (0.8523 → 8523). */
  electricity: number;
  service: number;
  /** Epoch ms from which it applies (the start of its effective date, local time). */
  effectiveFromMs: number;
}

/** A meter reading: cumulative energy of the charger in Wh at epoch ms `ts`. */
export interface Reading {
  ts: number;
  wh: number;
}

export interface TierBill {
  energy_wh: number;
  electricity_cents: number;
  service_cents: number;
}

export interface Bill {
  energy_wh: number;
  electricity_cents: number;
  service_cents: number;
  total_cents: number;
  tiers: Record<Tier, TierBill>;
  /** Energy with no price in force (its fee is 0); > 0 means the site's prices were incomplete. */
  unpriced_wh: number;
}

export interface BillInput {
  readings: readonly Reading[];
  slots: readonly Tier[];
  prices: readonly TierPrice[];
  /** The site's offset from UTC in minutes (China: 480): slots are of the local day. */
  utcOffsetMin: number;
}

/** The cumulative Wh at `t`, interpolated linearly between the readings around it (readings sorted by ts). */
function meterAt(readings: readonly Reading[], t: number): number {
  if (t <= readings[0].ts) return readings[0].wh;
  const lastReading = readings[readings.length - 1];
  if (t >= lastReading.ts) return lastReading.wh;
  // The first reading at or after t (binary search: a day of 5-second readings is 17 280 of them).
  let lo = 1;
  let hi = readings.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (readings[mid].ts < t) lo = mid + 1;
    else hi = mid;
  }
  const a = readings[lo - 1];
  const b = readings[lo];
  return Math.round(a.wh + ((b.wh - a.wh) * (t - a.ts)) / (b.ts - a.ts));
}

/** The price of a tier in force at `t`: the latest that took effect at or before it. */
export function priceAt(prices: readonly TierPrice[], tier: Tier, t: number): TierPrice | undefined {
  let best: TierPrice | undefined;
  for (const p of prices) if (p.tier === tier && p.effectiveFromMs <= t && (!best || p.effectiveFromMs >= best.effectiveFromMs)) best = p;
  return best;
}

/** Half up, for non-negative integers divided by a positive integer. */
const divRound = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/**
 * Bills a session. Its span (first to last reading) is cut at every slot boundary; each piece's energy is the
 * interpolated meter difference, its tier the slot's, its prices those in force at the piece's start (prices take
 * effect at local midnight, a slot boundary, so no piece straddles a price change). Per tier and fee kind the
 * exact products (Wh × price) are summed and rounded to cents once; the total is the sum of the rounded parts.
 * A meter that goes backwards (replaced or reset) contributes nothing for that piece.
 */
export function billSession(input: BillInput): Bill {
  const tiers = Object.fromEntries(TIERS.map((t) => [t, { energy_wh: 0, electricity_cents: 0, service_cents: 0 }])) as Record<Tier, TierBill>;
  const exact = Object.fromEntries(TIERS.map((t) => [t, { e: 0, s: 0 }])) as Record<Tier, { e: number; s: number }>;
  const readings = [...input.readings].sort((a, b) => a.ts - b.ts);
  let unpriced = 0;
  if (readings.length >= 2) {
    const offset = input.utcOffsetMin * 60_000;
    const end = readings[readings.length - 1].ts;
    let from = readings[0].ts;
    while (from < end) {
      const local = from + offset;
      const slotStart = Math.floor(local / SLOT_MS) * SLOT_MS;
      const to = Math.min(end, slotStart + SLOT_MS - offset);
      const wh = Math.max(0, meterAt(readings, to) - meterAt(readings, from));
      const tier = input.slots[Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / SLOT_MS)];
      const price = priceAt(input.prices, tier, from);
      tiers[tier].energy_wh += wh;
      if (price) {
        exact[tier].e += wh * price.electricity;
        exact[tier].s += wh * price.service;
      } else unpriced += wh;
      from = to;
    }
  }
  // Wh × (1e-4 unit / kWh) = 1e-7 unit = 1e-5 cent.
  for (const t of TIERS) {
    tiers[t].electricity_cents = divRound(exact[t].e, 100_000);
    tiers[t].service_cents = divRound(exact[t].s, 100_000);
  }
  const sum = (f: (b: TierBill) => number) => TIERS.reduce((n, t) => n + f(tiers[t]), 0);
  const electricity_cents = sum((b) => b.electricity_cents);
  const service_cents = sum((b) => b.service_cents);
  return { energy_wh: sum((b) => b.energy_wh), electricity_cents, service_cents, total_cents: electricity_cents + service_cents, tiers, unpriced_wh: unpriced };
}

/** Idle fee in cents: whole minutes started after full, at `centsPerMinute`. */
export function idleFee(fullMs: number, leftMs: number, centsPerMinute: number): number {
  if (leftMs <= fullMs || centsPerMinute <= 0) return 0;
  return Math.ceil((leftMs - fullMs) / 60_000) * centsPerMinute;
}

/** "0.8523" → 8523 (ten-thousandths); null when not a non-negative amount with at most 4 decimals. */
export function parsePrice(text: string): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(text);
  return m ? Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0')) : null;
}

export const formatPrice = (tenThousandths: number) => `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;

/** Epoch ms of local midnight of "YYYY-MM-DD" at the offset; null if not a real date. */
export function dateStartMs(date: string, utcOffsetMin: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== date) return null;
  return ms - utcOffsetMin * 60_000;
}

const CODES: Record<Tier, string> = { sharp: 's', peak: 'p', flat: 'f', valley: 'v' };
/** The stored form of 48 slots: one letter per slot. */
export const encodeSlots = (slots: readonly Tier[]) => slots.map((t) => CODES[t]).join('');
export const decodeSlots = (text: string): Tier[] => [...text].map((c) => TIERS.find((t) => CODES[t] === c) ?? 'flat');

/** The local calendar date ("YYYY-MM-DD") of an instant at the offset. */
export const localDate = (ms: number, utcOffsetMin: number) => new Date(ms + utcOffsetMin * 60_000).toISOString().slice(0, 10);
