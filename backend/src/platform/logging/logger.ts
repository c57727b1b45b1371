import { pino, type Logger } from 'pino';
import type { Config } from '../config/config.ts';

export type { Logger };

/** Structured JSON logs; human-friendly only when a person is watching a terminal. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  const pretty = process.stdout.isTTY && config.logLevel !== 'silent';
  return pino({
    level: config.logLevel,
    base: { app: 'tightlines' },
    redact: { paths: ['req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,app' } } } : {}),
  });
}
