import { pino, type Logger } from 'pino';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import type { Config } from '../config/config.ts';

export type { Logger };

/** Structured JSON logs; human-friendly only when a person is watching a terminal. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  const pretty = process.stdout.isTTY && config.logLevel !== 'silent';
  return pino({
    level: config.logLevel,
    base: { app: 'tightlines' },
    mixin: traceIds,
    redact: { paths: ['req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,app' } } } : {}),
  });
}

/**
 * The trace and span a line was written in (when tracing is on, platform/telemetry/tracing.ts), so a
 * log line leads to its trace and back. Without tracing there is no active span: nothing is added.
 */
function traceIds(): Record<string, string> {
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}
