import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './platform/config/config.ts';
import { createLogger, type Logger } from './platform/logging/logger.ts';
import { startTracing } from './platform/telemetry/tracing.ts';

/**
 * Composition root: configuration → database → container → Koa app → listen; a clean stop on a
 * signal. With WEB_CONCURRENCY above 1 (one per core in production) this process becomes a small
 * supervisor that runs that many server processes sharing the port, restarts one that dies, and
 * passes a stop signal on to all of them. They share nothing but PostgreSQL: caches agree through
 * its signals, start-up's schema work is serialised by an advisory lock.
 */
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
  if (config.webConcurrency > 1 && cluster.isPrimary) return supervise(config.webConcurrency, log, config.tls ? 'https' : 'http');
  await serve(config, log);
}

async function serve(config: Config, log: Logger) {
  // Tracing (when configured) hooks koa and pg as they load: the server is imported only after it.
  const tracing = await startTracing();
  const { startServer } = await import('./server.ts');
  const server = await startServer(config, { log, ownSignals: true });
  log.info({ url: server.url, oidc: config.oidc.mode, database: config.databaseUrl ? 'external' : 'embedded', pid: process.pid }, 'ready');
  if (cluster.isPrimary) console.log(`Tightlines is running at ${server.url}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await server.close();
    await tracing?.shutdown().catch((error: unknown) => log.warn({ err: error }, 'the last spans could not be sent'));
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
}

function supervise(processes: number, log: Logger, scheme: 'http' | 'https') {
  let stopping = false;
  const recentDeaths: number[] = [];
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'a server process died; starting another');
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths[0]! < now - 60_000) recentDeaths.shift();
    // A process that dies at once again and again (bad configuration, database gone) is not restarted in a tight loop.
    setTimeout(fork, Math.min(30_000, 250 * 2 ** Math.min(recentDeaths.length, 7))).unref();
  });
  // The address the first process bound (with PORT=0 every process gets that same port): tools wait for this line.
  cluster.once('listening', (_worker, address) => {
    const bound = address.address;
    const host = !bound || ['0.0.0.0', '::'].includes(bound) ? 'localhost' : bound.includes(':') ? `[${bound}]` : bound;
    console.log(`Tightlines is running at ${scheme}://${host}:${address.port} with ${processes} server processes`);
  });
  for (let i = 0; i < processes; i++) fork();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping every server process');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
}

main().catch((error) => {
  console.error('Tightlines failed to start:', error instanceof Error ? error.message : error);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
