/**
 * Recent visits: the shell records each menu route a user opens; extensions (the home page) read them.
 * Kept in localStorage so they survive reloads and stay per browser, as the spec's "kept locally" asks.
 */
export interface RecentVisit {
  path: string;
  /** The menu title: an i18n key of core's `menu` area (or a literal for old rows). */
  title: string;
  /** When it was visited, ms since the epoch. */
  at: number;
}

export const RECENT_VISITS_LIMIT = 10;

export function recentVisitsKey(userId: string): string {
  return `tessera.recent.${userId}`;
}

function storageOrNull(storage?: Storage): Storage | null {
  if (storage) return storage;
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The user's visits, newest first; an unreadable entry reads as none. */
export function readRecentVisits(userId: string, storage?: Storage): RecentVisit[] {
  const store = storageOrNull(storage);
  if (!store) return [];
  try {
    const parsed: unknown = JSON.parse(store.getItem(recentVisitsKey(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((v): v is RecentVisit => !!v && typeof v.path === 'string' && typeof v.title === 'string' && typeof v.at === 'number');
  } catch {
    return [];
  }
}

/** Moves the path to the front (one entry per path) and keeps the last RECENT_VISITS_LIMIT. */
export function recordRecentVisit(userId: string, visit: RecentVisit, storage?: Storage): RecentVisit[] {
  const store = storageOrNull(storage);
  const next = [visit, ...readRecentVisits(userId, store ?? undefined).filter((v) => v.path !== visit.path)].slice(0, RECENT_VISITS_LIMIT);
  store?.setItem(recentVisitsKey(userId), JSON.stringify(next));
  return next;
}
