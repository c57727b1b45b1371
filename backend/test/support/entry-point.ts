import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * The real entry point (src/main.ts) as its own process, as an operator starts it: development mode on
 * the given database and port, no demo data, JSON logs at info on stdout; `env` adds or overrides.
 */
export function startEntryPoint(options: { databaseUrl: string; port: number; env?: Record<string, string> }): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
