import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Parts of a screen nobody needs for its first paint — the header's ad strips, the offline queue's
 * strip, the bell's reads — drawn once the page has painted and the browser is idle, each its own
 * short render instead of part of the start-up one (a phone's main thread blocked
 * while the signed-in shell and its page mounted at once). What waits keeps its space meanwhile
 * (the caller draws the same box), so nothing moves when it arrives. After the page's first such
 * moment, parts mounted later (another screen) are drawn at once.
 */
let pagePainted = false;

/** A new page, as far as this module knows (tests: each starts as a page that has not painted yet). */
export function forgetFirstPaint(): void {
  pagePainted = false;
}

/** Runs `run` when the browser is next idle (within half a second); the returned function cancels it. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // At most half a second: a page that never goes idle still shows them.
    const id = window.requestIdleCallback(run, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(pagePainted);
  useEffect(() => {
    if (ready) return;
    return whenIdle(() => {
      pagePainted = true;
      // A transition: React renders what was waiting in slices, yielding to input in between.
      startTransition(() => setReady(true));
    });
  }, [ready]);
  return ready;
}

/** `children` once the page has painted (useAfterFirstPaint); `fallback`, the same size, until then. */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useAfterFirstPaint() ? children : fallback;
}
