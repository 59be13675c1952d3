// Server tests run in Node against real PGlite (and PostgreSQL when TESSERA_TEST_DATABASE_URL is set).
process.env.TESSERA_LOG_LEVEL ??= 'silent';
