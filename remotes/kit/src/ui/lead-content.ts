import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './use-after-first-paint.ts';

/**
 * "The screen's lead content is on screen": the moment requests nobody needs for the first screenful —
 * the ads (in-feed, banners, sidebar) and the live stream — may start. Lighthouse's estimate
 * of the largest paint counts every request begun before that paint, needed or not: the home's native
 * ads, asked for twice, and the live stream ended its path.
 *
 * Two ways it comes, whichever first:
 * - a screen says so: `leadContentDrawn()` when its lead picture has loaded (the home feed's first photo,
 *   the page's largest paint on a phone), and the moment is the frame after that one;
 * - otherwise the page says so: once it has loaded, when its largest paint so far has stood for
 *   LEAD_QUIET_MS (Chromium's largest-contentful-paint entries), at most LEAD_LATEST_MS after load;
 *   where the browser reports no largest paint, when it is next idle after load.
 * Once come, it stays for the page: screens opened later start theirs at once.
 */
export const LEAD_QUIET_MS = 500;
export const LEAD_LATEST_MS = 3_000;

/** How long the page's own signal waits (tests that check a screen's signal set them past their run). */
export interface LeadWaits {
  quietMs: number;
  latestMs: number;
}
const PAGE_WAITS: LeadWaits = { quietMs: LEAD_QUIET_MS, latestMs: LEAD_LATEST_MS };
let waits = PAGE_WAITS;

let drawn = false;
const waiting = new Set<() => void>();
let watching = false;

function settle(): void {
  if (drawn) return;
  drawn = true;
  for (const run of [...waiting]) run();
  waiting.clear();
}

/** The screen's lead picture has loaded: the moment comes right after the frame that paints it. */
export function leadContentDrawn(): void {
  if (drawn) return;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(settle, 0));
  else setTimeout(settle, 0);
}

function watchThePage(): void {
  if (watching) return;
  watching = true;
  const afterLoad = () => {
    const types = typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
    if (!types.includes('largest-contentful-paint')) {
      whenIdle(settle);
      return;
    }
    let quiet = setTimeout(settle, waits.quietMs);
    const observer = new PerformanceObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(settle, waits.quietMs);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const latest = setTimeout(settle, waits.latestMs);
    waiting.add(() => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(latest);
    });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Runs `run` once the lead content is on screen (at once if it is); the returned function cancels it. */
export function whenLeadContentDrawn(run: () => void): () => void {
  if (drawn) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  watchThePage();
  return () => void waiting.delete(run);
}

/** True once the screen's lead content is on screen; the change is rendered as a transition (in slices). */
export function useLeadContentDrawn(): boolean {
  const [ready, setReady] = useState(drawn);
  useEffect(() => {
    if (ready) return;
    return whenLeadContentDrawn(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}

/** A new page, as far as this module knows (tests), whose own signal waits `pageWaits`. */
export function forgetLeadContent(pageWaits: LeadWaits = PAGE_WAITS): void {
  waits = pageWaits;
  drawn = false;
  waiting.clear();
  watching = false;
}
