// Environment defaults for the server process that `npm start` and the benches launch (the caller's own values win).
// glibc's allocator: at most two arenas and memory handed back from 128 KiB of free space at the top, so what
// PGlite frees after opening and after a batch leaves the RSS (≈ 365 → ≈ 265 MiB after a 300 000-row load); other
// C libraries ignore these names.
export const SERVER_ENV_DEFAULTS = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

export const serverEnv = (env = process.env) => ({ ...SERVER_ENV_DEFAULTS, ...env });
