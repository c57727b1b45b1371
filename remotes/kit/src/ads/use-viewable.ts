import { useEffect, useRef } from 'react';
import { viewabilityTimer } from './viewability.ts';

/**
 * Calls `onViewable` once for each `watch` (an ad's token: a new ad is watched afresh) when the element has been at least half on screen for one continuous
 * second, with the page visible (IntersectionObserver). Where there is no observer (old browsers,
 * jsdom), nothing is counted: an impression is never assumed.
 */
export function useViewable<E extends Element>(watch: string | null, onViewable: () => void) {
  const ref = useRef<E>(null);
  const latest = useRef(onViewable);
  latest.current = onViewable;
  useEffect(() => {
    const element = ref.current;
    if (!element || watch === null || typeof IntersectionObserver === 'undefined') return;
    const timer = viewabilityTimer(() => latest.current());
    let ratio = 0;
    const report = () => timer.seen(document.visibilityState !== 'visible' ? 0 : ratio);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratio = entry.isIntersecting ? entry.intersectionRatio : 0;
        report();
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.observe(element);
    document.addEventListener('visibilitychange', report);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', report);
      timer.stop();
    };
  }, [watch]);
  return ref;
}
