import dayjs from 'dayjs';
import { useState } from 'react';

const DAY = 86_400_000;
const STEP = 5 * 60_000;
export const TIME_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';
const snap = (ms: number) => Math.floor(ms / STEP) * STEP;
/** The default end rounds up: flooring it would leave out the last minutes, the points the user just saw. */
const snapUp = (ms: number) => Math.ceil(ms / STEP) * STEP;

/** The range (last day up to now by default, on the 5-minute grid), the format and whether to run in the background. */
export function useExportSettings() {
  const [range, setRange] = useState<[number, number]>(() => [snap(Date.now() - DAY), snapUp(Date.now())]);
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv');
  const [background, setBackground] = useState(false);
  const setTime = (i: 0 | 1, text: string) => {
    const ms = dayjs(text, TIME_INPUT_FORMAT).valueOf();
    if (!Number.isNaN(ms)) setRange((r) => (i === 0 ? [snap(ms), r[1]] : [r[0], snap(ms)]));
  };
  const lastDays = (days: number) => setRange([Date.now() - days * DAY, Date.now()]);
  return { range, setTime, lastDays, format, setFormat, background, setBackground };
}

export type ExportSettings = ReturnType<typeof useExportSettings>;
