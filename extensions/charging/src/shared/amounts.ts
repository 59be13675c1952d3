/** Amounts arrive as integers (cents, Wh): shown with fixed decimals, never through float arithmetic. */
const fixed = (n: number, unit: number, decimals: number) => {
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(Math.round(n));
  return `${sign}${Math.floor(a / unit)}.${String(a % unit).padStart(decimals, '0')}`;
};
export const formatCents = (cents: number) => fixed(cents, 100, 2);
export const formatKwh = (wh: number) => fixed(wh, 1000, 3);
