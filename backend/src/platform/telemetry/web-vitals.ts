import { Histogram, type Registry } from 'prom-client';
import type { Vital } from '@tightlines/contracts';

/**
 * The browsers' Core Web Vitals as Prometheus histograms by route template (a fixed list: see
 * contracts/src/vitals.ts). Times in seconds, as Prometheus names them; buckets close around
 * Google's good / needs-improvement / poor lines (LCP 2.5 s and 4 s, INP 200 ms and 500 ms, CLS 0.1
 * and 0.25), so a p75 near a line reads true.
 */
export class WebVitals {
  readonly #histograms: Record<Vital['name'], Histogram<'route'>>;

  constructor(registry: Registry) {
    const histogram = (name: string, help: string, buckets: number[]) =>
      new Histogram({ name, help, labelNames: ['route'], buckets, registers: [registry] });
    this.#histograms = {
      LCP: histogram(
        'tightlines_web_vitals_lcp_seconds',
        'Largest Contentful Paint reported by browsers, by route template',
        [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
      ),
      INP: histogram(
        'tightlines_web_vitals_inp_seconds',
        'Interaction to Next Paint reported by browsers, by route template',
        [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
      ),
      CLS: histogram(
        'tightlines_web_vitals_cls',
        'Cumulative Layout Shift reported by browsers, by route template',
        [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
      ),
    };
  }

  record(vital: Vital): void {
    const value = vital.name === 'CLS' ? vital.value : vital.value / 1000;
    this.#histograms[vital.name].observe({ route: vital.route }, value);
  }
}
