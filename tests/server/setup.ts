// Server tests run in Node against real PGlite (and PostgreSQL when TESSERA_TEST_DATABASE_URL is set).
process.env.TESSERA_LOG_LEVEL ??= 'silent';
// Demo devices publish in the background; suites that want them start their own simulator.
process.env.TESSERA_DEMO_DEVICES ??= 'off';
