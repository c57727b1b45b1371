import { ConfigError, loadConfig, type Config } from './platform/config/config.ts';
import { createLogger } from './platform/logging/logger.ts';
import { startServer } from './server.ts';

/** Composition root: configuration → database → container → Koa app → listen; clean stop on a signal. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Tightlines cannot start.\n${error.message}\nSee backend/README.md for every setting.`);
    process.exit(1);
  }
  const log = createLogger(config);
  const server = await startServer(config, { log, ownSignals: true });
  log.info({ url: server.url, oidc: config.oidc.mode, database: config.databaseUrl ? 'external' : 'embedded' }, 'ready');
  console.log(`Tightlines is running at ${server.url}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
}

main().catch((error) => {
  console.error('Tightlines failed to start:', error instanceof Error ? error.message : error);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
