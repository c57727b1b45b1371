import { register } from 'node:module';

/** A running tracer: what main.ts must call before the process exits, so the last spans leave. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/** Where spans go: OTLP over HTTP, to the standard OpenTelemetry settings' endpoint. */
export function tracesEndpoint(env: NodeJS.ProcessEnv): string | undefined {
  if (env.OTEL_SDK_DISABLED === 'true') return undefined;
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || undefined;
}

/**
 * OpenTelemetry traces of HTTP (incoming and outgoing), Koa's middleware and routes, and every
 * PostgreSQL query, exported over OTLP/HTTP — only when an endpoint is configured
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); otherwise nothing is loaded,
 * no module is hooked, and the app runs as if this file did not exist. Must run before koa and pg are
 * first imported (main.ts imports the server only after it): the instrumentations patch those
 * modules as they load — ESM imports through import-in-the-middle's loader hook, registered here.
 * Everything else follows the standard OTEL_* settings (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER and
 * its argument, OTEL_EXPORTER_OTLP_HEADERS, OTEL_BSP_*).
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | undefined> {
  if (!tracesEndpoint(env)) return undefined;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [api, core, asyncHooks, sdk, resources, exporter, instrumentation, http, koa, pg] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-koa'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || 'tightlines' }),
    sampler: samplerFrom(env, sdk),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new exporter.OTLPTraceExporter(), ...batchingFrom(env) })],
  });
  api.context.setGlobalContextManager(new asyncHooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(
    new core.CompositePropagator({ propagators: [new core.W3CTraceContextPropagator(), new core.W3CBaggagePropagator()] }),
  );
  api.trace.setGlobalTracerProvider(provider);
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Probes and scrapes every few seconds would drown the traces that matter.
      new http.HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(health|healthz|readyz|metrics)\b/.test(req.url ?? '') }),
      new koa.KoaInstrumentation(),
      new pg.PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  return { shutdown: () => provider.shutdown() };
}

type Sdk = typeof import('@opentelemetry/sdk-trace');

/** The standard OTEL_BSP_* settings (this SDK takes them as options only). */
function batchingFrom(env: NodeJS.ProcessEnv) {
  const whole = (name: string) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return {
    scheduledDelayMillis: whole('OTEL_BSP_SCHEDULE_DELAY'),
    exportTimeoutMillis: whole('OTEL_BSP_EXPORT_TIMEOUT'),
    maxQueueSize: whole('OTEL_BSP_MAX_QUEUE_SIZE'),
    maxExportBatchSize: whole('OTEL_BSP_MAX_EXPORT_BATCH_SIZE'),
  };
}

/** OTEL_TRACES_SAMPLER: the standard names (parentbased_always_on by default). */
function samplerFrom(env: NodeJS.ProcessEnv, sdk: Sdk) {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  const root = Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? new sdk.TraceIdRatioBasedSampler(ratio) : new sdk.AlwaysOnSampler();
  switch (env.OTEL_TRACES_SAMPLER?.trim()) {
    case 'always_off':
      return new sdk.AlwaysOffSampler();
    case 'always_on':
      return new sdk.AlwaysOnSampler();
    case 'traceidratio':
      return root;
    case 'parentbased_always_off':
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new sdk.ParentBasedSampler({ root });
    default:
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() });
  }
}
