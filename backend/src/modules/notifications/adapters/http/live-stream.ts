import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { LIVE_HEARTBEAT_MS } from '@tightlines/contracts';
import type { LiveHub } from '../live/live-hub.ts';

/** A Last-Event-ID is our sequence number: a whole number, or nothing. */
export function lastEventIdOf(header: string | undefined, query: number | undefined): number | undefined {
  if (header !== undefined && /^\d{1,15}$/.test(header.trim())) return Number(header.trim());
  return query;
}

/**
 * Answers with a Server-Sent Events stream of the angler's live log. The Koa route hands the body
 * over to a stream (no compression: the app's filter leaves event streams alone) and keeps the
 * connection until the browser leaves or the process drains.
 */
export async function openLiveStream(koa: Context, hub: LiveHub, anglerId: string, lastEventId: number | undefined): Promise<void> {
  const body = new PassThrough();
  koa.req.socket.setTimeout(0);
  koa.req.socket.setNoDelay(true);
  koa.set('Content-Type', 'text/event-stream; charset=utf-8');
  koa.set('Cache-Control', 'no-cache, no-transform');
  // HTTP/1.1 only: HTTP/2 forbids connection headers (its connection outlives any one stream anyway).
  if (koa.req.httpVersionMajor === 1) koa.set('Connection', 'keep-alive');
  koa.set('X-Accel-Buffering', 'no'); // nginx: pass each event on at once
  koa.body = body;
  body.write(`retry: 3000\n\n`);
  const sink = { write: (chunk: string) => body.write(chunk), end: () => body.end() };
  const close = await hub.open(anglerId, lastEventId, sink, LIVE_HEARTBEAT_MS);
  const forgetDrain = hub.onDrain(() => body.end());
  const finish = () => {
    close();
    forgetDrain();
  };
  koa.req.once('close', finish);
  body.once('close', finish);
}
