/** The billing core against answers worked out by hand (UTC+8 site; amounts in cents, energy in Wh). */
import {
  billSession,
  dateStartMs,
  idleFee,
  parsePrice,
  periodsOfSlots,
  slotsOfPeriods,
  type Period,
  type Tier,
  type TierPrice,
} from '../../../server/src/modules/charging/billing';

const DAY: Period[] = [
  { start: '00:00', end: '08:00', tier: 'valley' },
  { start: '08:00', end: '10:00', tier: 'flat' },
  { start: '10:00', end: '12:00', tier: 'peak' },
  { start: '12:00', end: '14:00', tier: 'sharp' },
  { start: '14:00', end: '17:00', tier: 'flat' },
  { start: '17:00', end: '21:00', tier: 'peak' },
  { start: '21:00', end: '24:00', tier: 'valley' },
];
const slots = (): Tier[] => {
  const r = slotsOfPeriods(DAY);
  if (!('slots' in r)) throw new Error('fixture rule does not cover the day');
  return r.slots;
};
/** Epoch ms of a local (UTC+8) time. */
const at = (iso: string) => Date.parse(`${iso}+08:00`);
const JAN = dateStartMs('2026-01-01', 480)!;
const MAR = dateStartMs('2026-03-01', 480)!;
const price = (tier: Tier, electricity: number, service: number, effectiveFromMs = JAN): TierPrice => ({ tier, electricity, service, effectiveFromMs });
const PRICES = [price('flat', 6000, 4000), price('peak', 10_000, 5000), price('valley', 3000, 2000), price('sharp', 13_000, 6000)];

describe('charge rule coverage', () => {
  it('accepts a plan that covers the whole day once and gives 48 slots', () => {
    const s = slots();
    expect(s).toHaveLength(48);
    expect(s[0]).toBe('valley');
    expect(s[16]).toBe('flat'); // 08:00
    expect(s[20]).toBe('peak'); // 10:00
    expect(s[47]).toBe('valley'); // 23:30
    expect(periodsOfSlots(s)).toEqual(DAY);
  });
  it('names the first gap, overlap, bad time and empty period', () => {
    expect(slotsOfPeriods(DAY.slice(1))).toEqual({ problem: { kind: 'gap', slot: 0 } });
    expect(slotsOfPeriods([...DAY, { start: '09:30', end: '10:30', tier: 'sharp' }])).toEqual({ problem: { kind: 'overlap', slot: 19 } });
    expect(slotsOfPeriods([{ start: '00:00', end: '10:15', tier: 'flat' }])).toEqual({ problem: { kind: 'time', value: '10:15' } });
    expect(slotsOfPeriods([{ start: '24:00', end: '24:00', tier: 'flat' }])).toEqual({ problem: { kind: 'time', value: '24:00' } });
    expect(slotsOfPeriods([{ start: '10:00', end: '10:00', tier: 'flat' }])).toEqual({ problem: { kind: 'empty', index: 0 } });
    expect(slotsOfPeriods([])).toEqual({ problem: { kind: 'gap', slot: 0 } });
  });
});

describe('billing a session', () => {
  it('splits energy at a tier boundary by the meter, interpolated at the boundary', () => {
    // 09:45 0 Wh → 09:50 1000 → 10:10 3000: at 10:00 the meter reads 2000 → flat 2000 Wh, peak 1000 Wh.
    // flat 2 kWh × 0.60 = 1.20, × 0.40 = 0.80; peak 1 kWh × 1.00 = 1.00, × 0.50 = 0.50.
    const bill = billSession({
      readings: [
        { ts: at('2026-03-02T09:45:00'), wh: 0 },
        { ts: at('2026-03-02T09:50:00'), wh: 1000 },
        { ts: at('2026-03-02T10:10:00'), wh: 3000 },
      ],
      slots: slots(),
      prices: PRICES,
      utcOffsetMin: 480,
    });
    expect(bill.tiers.flat).toEqual({ energy_wh: 2000, electricity_cents: 120, service_cents: 80 });
    expect(bill.tiers.peak).toEqual({ energy_wh: 1000, electricity_cents: 100, service_cents: 50 });
    expect(bill.tiers.sharp.energy_wh + bill.tiers.valley.energy_wh).toBe(0);
    expect(bill).toMatchObject({ energy_wh: 3000, electricity_cents: 220, service_cents: 130, total_cents: 350, unpriced_wh: 0 });
  });
  it('bills each part with the prices in force when it ran (a price change at midnight mid-session)', () => {
    // 23:30 → 00:30 at 7 kW: 3500 Wh before midnight at 0.30 / 0.20, 3500 Wh after at 0.35 / 0.25.
    // electricity 1.05 + 1.225 = 2.275 → 228 cents (half up, once per tier); service 0.70 + 0.875 = 1.575 → 158.
    const prices = [...PRICES, price('valley', 3500, 2500, MAR)];
    const bill = billSession({
      readings: [
        { ts: at('2026-02-28T23:30:00'), wh: 10_000 },
        { ts: at('2026-03-01T00:30:00'), wh: 17_000 },
      ],
      slots: slots(),
      prices,
      utcOffsetMin: 480,
    });
    expect(bill.tiers.valley).toEqual({ energy_wh: 7000, electricity_cents: 228, service_cents: 158 });
    expect(bill.total_cents).toBe(386);
  });
  it('crosses several tiers and counts energy with no price as unpriced', () => {
    // 11:30 → 12:30 at 4 kW: peak 2000 Wh (2.00 + 1.00), sharp 2000 Wh with no sharp price.
    const prices = PRICES.filter((p) => p.tier !== 'sharp');
    const bill = billSession({
      readings: [
        { ts: at('2026-03-02T11:30:00'), wh: 0 },
        { ts: at('2026-03-02T12:30:00'), wh: 4000 },
      ],
      slots: slots(),
      prices,
      utcOffsetMin: 480,
    });
    expect(bill.tiers.peak).toEqual({ energy_wh: 2000, electricity_cents: 200, service_cents: 100 });
    expect(bill.tiers.sharp).toEqual({ energy_wh: 2000, electricity_cents: 0, service_cents: 0 });
    expect(bill).toMatchObject({ energy_wh: 4000, unpriced_wh: 2000, total_cents: 300 });
  });
  it('bills nothing for a single reading and never a negative part for a meter going back', () => {
    expect(billSession({ readings: [{ ts: at('2026-03-02T11:30:00'), wh: 5 }], slots: slots(), prices: PRICES, utcOffsetMin: 480 }).total_cents).toBe(0);
    const back = billSession({
      readings: [
        { ts: at('2026-03-02T11:30:00'), wh: 5000 },
        { ts: at('2026-03-02T11:40:00'), wh: 0 },
      ],
      slots: slots(),
      prices: PRICES,
      utcOffsetMin: 480,
    });
    expect(back.energy_wh).toBe(0);
  });
});

describe('amounts', () => {
  it('parses prices to ten-thousandths and refuses what is not a price', () => {
    expect(parsePrice('0.8523')).toBe(8523);
    expect(parsePrice('1.5')).toBe(15_000);
    expect(parsePrice('2')).toBe(20_000);
    for (const bad of ['-1', '0.12345', '', 'abc', '1e3']) expect(parsePrice(bad)).toBeNull();
  });
  it('charges the idle fee per started minute after full', () => {
    expect(idleFee(0, 10 * 60_000 + 30_000, 50)).toBe(550);
    expect(idleFee(0, 0, 50)).toBe(0);
  });
  it('takes a date at local midnight and refuses a date that does not exist', () => {
    expect(dateStartMs('2026-03-01', 480)).toBe(Date.parse('2026-02-28T16:00:00Z'));
    expect(dateStartMs('2026-02-30', 480)).toBeNull();
  });
});
