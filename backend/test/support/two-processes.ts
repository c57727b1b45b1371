import { HttpClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

/**
 * For tests with two app processes on one database (as WEB_CONCURRENCY runs them): the same angler's
 * session, sent to the other process.
 */
export function sameSessionOn(app: TestApp, client: HttpClient): HttpClient {
  const other = new HttpClient(app.url);
  for (const [name, cookie] of client.cookies) other.cookies.set(name, cookie);
  return other;
}

/**
 * Asks `check` until it holds or `withinMs` passes — what one process changes reaches the other's
 * caches by signal, so "it arrives" is the assertion; how fast is the bench's to measure. The bound
 * only ends a test that would never pass: it is far above what a busy machine takes, and below every
 * cache's own expiry (sessions are trusted 60 s), so a check that passes proves the signal, not a
 * cache running out. True when it held in time.
 */
export async function eventually(check: () => Promise<boolean>, withinMs = 20_000): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}
