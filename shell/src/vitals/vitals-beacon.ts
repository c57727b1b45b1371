import type { Metric } from 'web-vitals';
import type { Vital, VitalRoute } from '@tightlines/contracts';

/** contracts' VITALS_PATH, written out: importing it would bring the contracts' schemas into the first script. */
export const VITALS_ENDPOINT = '/api/vitals';

/**
 * Real-user monitoring: this page's Core Web Vitals (LCP, INP, CLS), measured by the `web-vitals`
 * library and sent to the backend when the page is hidden (the moment the browser still lets a page
 * speak, and when INP and CLS are final), with `navigator.sendBeacon`. The library is loaded only
 * once the page has loaded and the browser is idle, so the first screen pays nothing for it; its
 * observers are buffered and still see the paint that came before. A page is filed under the route
 * template it was opened at (`route`).
 */
export function reportVitals(route: VitalRoute): void {
  const waiting = new Map<Vital['name'], Vital>();
  const keep = (metric: Metric) => {
    if (metric.name === 'LCP' || metric.name === 'INP' || metric.name === 'CLS')
      waiting.set(metric.name, { name: metric.name, value: metric.value, route });
  };
  const send = () => {
    if (waiting.size === 0) return;
    const body = JSON.stringify({ vitals: [...waiting.values()] });
    waiting.clear();
    const sent = navigator.sendBeacon?.(VITALS_ENDPOINT, new Blob([body], { type: 'application/json' }));
    if (!sent)
      void fetch(VITALS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
        () => {},
      );
  };
  const start = () =>
    void import('web-vitals').then(({ onLCP, onINP, onCLS }) => {
      onLCP(keep);
      onINP(keep);
      onCLS(keep);
    });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5_000 }) : setTimeout(start, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
