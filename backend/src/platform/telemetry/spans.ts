import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

const tracer = trace.getTracer('tightlines');

/**
 * Runs `work` in a span of its own (the queries it makes become its children): for work no request
 * starts — a job, a relay's batch of event deliveries. A failure is recorded on the span and thrown
 * on. Without tracing (no provider registered) the span is a no-op and costs next to nothing.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}
