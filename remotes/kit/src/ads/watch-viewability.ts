import { viewabilityTimer } from './viewability.ts';

/**
 * Watches an element until it has been at least half on screen for one continuous second with the
 * page in sight (IntersectionObserver), then calls `onViewable` once. Answers the function that
 * stops watching. Without an observer (old browsers, jsdom) nothing is ever counted.
 */
export function watchViewability(element: Element, onViewable: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const timer = viewabilityTimer(onViewable);
  let ratio = 0;
  const report = () => timer.seen(document.visibilityState !== 'visible' ? 0 : ratio);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) ratio = entry.isIntersecting ? entry.intersectionRatio : 0;
      report();
    },
    // Every 5 %: the 50 % line is crossed exactly, and a change either side of it is seen.
    { threshold: Array.from({ length: 21 }, (_, i) => i / 20) },
  );
  observer.observe(element);
  document.addEventListener('visibilitychange', report);
  return () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', report);
    timer.stop();
  };
}
