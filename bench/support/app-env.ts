/**
 * How the bench runs the real backend on a database of its own, the same for every scenario:
 * no demo data, warnings only; development, so anglers sign in through the app's own development
 * provider (production needs an external one); the responses are not checked against the contracts,
 * as in production. The load comes from one address (127.0.0.1) far faster than people: the outer
 * request limits stay on, wide; no scheduled tasks run. `extra` adds or overrides a scenario's own settings.
 */
export function benchAppEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    CHECK_RESPONSES: 'false',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000000',
    RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '10000000',
    RATE_LIMIT_SIGN_INS_PER_MINUTE: '10000000',
    // The nightly backfills would queue a weather lookup for each of a million catches mid-run.
    JOB_SCHEDULE: 'off',
    ...extra,
  };
}
