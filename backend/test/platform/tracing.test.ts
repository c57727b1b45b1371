import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '../support/index.ts';
import { freePort } from '../support/own-postgres.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { startEntryPoint } from '../support/entry-point.ts';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  name: string;
  scope: string;
}

/** A stand-in OTLP/HTTP collector: keeps every span it is sent (JSON encoding, as the exporter sends). */
async function otlpReceiver() {
  const spans: ExportedSpan[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const sent = JSON.parse(body) as {
        resourceSpans: Array<{
          scopeSpans: Array<{ scope: { name: string }; spans: Array<{ traceId: string; spanId: string; name: string }> }>;
        }>;
      };
      for (const r of sent.resourceSpans ?? []) {
        for (const s of r.scopeSpans ?? [])
          for (const span of s.spans ?? [])
            spans.push({ ...span, traceId: hex(span.traceId), spanId: hex(span.spanId), scope: s.scope.name });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
const hex = (id: string) => (/^[0-9a-f]+$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex'));

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, the real entry point traces each request: the HTTP server
 * span, Koa's middleware and route spans and the PostgreSQL queries share one trace id, exported
 * over OTLP, and the request's log line carries that trace id. Each job the worker runs is a span
 * of its own, its queries inside it.
 */
describe('platform: traces over OTLP when an endpoint is configured', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let app: ChildProcess | undefined;
  let url: string;
  const lines: Array<Record<string, unknown>> = [];
  let output = '';
  const waitFor = async (what: string, check: () => boolean) => {
    const until = Date.now() + 45_000;
    while (!check() && Date.now() < until && app!.exitCode === null) await new Promise((r) => setTimeout(r, 50));
    expect(check(), `${what}\n${output.slice(-3000)}`).to.equal(true);
  };
  const spansOf = (traceId: unknown) => receiver.spans.filter((s) => s.traceId === traceId);

  before(async () => {
    database = await createTestDatabase();
    receiver = await otlpReceiver();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    app = startEntryPoint({
      databaseUrl: database.url,
      port,
      env: {
        WEB_CONCURRENCY: '1',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '50',
        OTEL_SERVICE_NAME: 'tightlines-test',
      },
    });
    let partial = '';
    app.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const complete = (partial + chunk.toString()).split('\n');
      partial = complete.pop()!;
      for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    app.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    await waitFor('the app is ready', () => lines.some((l) => l.msg === 'ready'));
  });
  after(async () => {
    app?.kill('SIGKILL');
    await receiver?.close();
    await database?.drop();
  });

  it('exports the koa and pg spans of a request under one trace id, the one its log line carries', async () => {
    const res = await fetch(`${url}/api/ads?placement=header`, { headers: { 'x-request-id': 'traced-request-1' } });
    await res.arrayBuffer();
    const loggedLine = () => lines.find((l) => l.requestId === 'traced-request-1' && l.msg === 'request');
    await waitFor('the request is logged', () => loggedLine() !== undefined);
    const logged = loggedLine()!;
    expect(logged.trace_id, JSON.stringify(logged)).to.match(/^[0-9a-f]{32}$/);
    await waitFor(
      'koa and pg spans of the trace arrive',
      () =>
        spansOf(logged.trace_id).some((s) => s.scope.includes('instrumentation-koa')) &&
        spansOf(logged.trace_id).some((s) => s.scope.includes('instrumentation-pg')),
    );
    expect(spansOf(logged.trace_id).some((s) => s.scope.includes('instrumentation-http'))).to.equal(true);
  });

  it('exports a span for each job the worker runs, with its queries inside', async () => {
    // Sharing a catch queues its fan-out to the followers' home timelines: a job.
    const rosa = await anAngler({ url }, 'Rosa Rivers');
    await aCatch().of('walleye').by(rosa);
    const job = () => receiver.spans.find((s) => s.name === 'job posts.fan-out');
    await waitFor(
      'the fan-out job is traced',
      () => job() !== undefined && spansOf(job()!.traceId).some((s) => s.scope.includes('instrumentation-pg')),
    );
  });
});
