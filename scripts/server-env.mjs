// Environment defaults for the server process that `npm start` and the benches launch (the caller's own values win).
// glibc's allocator: at most two arenas and memory handed back from 128 KiB of free space at the top, so what
// PGlite frees after opening and after a batch leaves the RSS (≈ 365 → ≈ 265 MiB after a 300 000-row load); other
// C libraries ignore these names.
export const SERVER_ENV_DEFAULTS = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

export const serverEnv = (env = process.env) => ({ ...SERVER_ENV_DEFAULTS, ...env });

// V8 flags for the server process (`npm start`, the ingest bench), measured in docs/DEPLOY.md ("Memory"):
// - PGlite's engine is a 9 MB WebAssembly module. By default V8 compiles each function it calls with Liftoff and
//   recompiles the hot ones with TurboFan in the background, keeping both and the compilers' working memory
//   (≈ 50 MiB of RSS); TurboFan alone, on first call, costs a little start-up time and no ingest throughput.
// - The old generation may grow 1.5× its live size before a full collection (V8 lets it grow up to 4× while
//   allocation is fast): under ingest the heap then stays near 100 MiB instead of 150–230, for no measurable CPU.
export const SERVER_NODE_FLAGS = ['--no-liftoff', '--heap-growing-percent=50'];
