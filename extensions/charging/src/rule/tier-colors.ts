import type { Tier } from '../api/charging-api';

/** One colour per tier, the same on the day bar, the legend and the charts. */
export const TIER_COLORS: Record<Tier, string> = { sharp: '#cd4246', peak: '#d1980b', flat: '#2d72d2', valley: '#238551' };
