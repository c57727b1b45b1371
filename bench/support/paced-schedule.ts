import { mergedLatencies } from './latencies.ts';
import type { LoadRequest, PacedResult } from './load.ts';

/** A request sent more than this after its planned moment was sent late: the generator's wait, not the server's. */
export const LATE_MS = 5;

/** What one generator of k sends: every k-th request of the schedule, from its `index`th. */
export interface GeneratorShare {
  url: string;
  /** This generator's requests in the order they are due. */
  requests: LoadRequest[];
  index: number;
  /** How many generators share the schedule. */
  of: number;
  /** Ms between two requests of the whole schedule (1000 ÷ rate). */
  intervalMs: number;
}

/** What one generator measured. */
export interface GeneratorTally {
  /** Ms from each send to the end of its answer (or its error). */
  latencies: Float64Array;
  errors: number;
  errorKinds: Record<string, number>;
  non2xx: number;
  /** Requests sent more than LATE_MS after their planned moment. */
  late: number;
  /** The most any request was sent after its planned moment, ms. */
  latestMs: number;
  /** The generator's own event-loop delay over the run (p99 and max, ms): a stalled generator sends late and reads answers late. */
  loopP99Ms: number;
  loopMaxMs: number;
}

/** The planned moment (epoch ms) of a generator's `n`th request: request n × of + index of the whole schedule. */
export function plannedAt(share: Pick<GeneratorShare, 'index' | 'of' | 'intervalMs'>, startAt: number, n: number): number {
  return startAt + (n * share.of + share.index) * share.intervalMs;
}

/** The schedule of `requests` at `rate` a second dealt out to `generators`, request i to generator i mod generators. */
export function dealSchedule(url: string, requests: LoadRequest[], rate: number, generators: number): GeneratorShare[] {
  const of = Math.max(1, Math.min(generators, requests.length));
  return Array.from({ length: of }, (_, index) => ({
    url,
    requests: requests.filter((_, i) => i % of === index),
    index,
    of,
    intervalMs: 1000 / rate,
  }));
}

/** The generators' tallies as one result: percentiles over every answer, counts summed, the worst generator's stalls. */
export function mergeTallies(rate: number, tallies: GeneratorTally[]): PacedResult {
  const latencies = mergedLatencies(tallies.map((t) => t.latencies));
  const errorKinds: Record<string, number> = {};
  for (const t of tallies) for (const [kind, n] of Object.entries(t.errorKinds)) errorKinds[kind] = (errorKinds[kind] ?? 0) + n;
  const sum = (pick: (t: GeneratorTally) => number) => tallies.reduce((n, t) => n + pick(t), 0);
  const worst = (pick: (t: GeneratorTally) => number) => Math.round(Math.max(0, ...tallies.map(pick)));
  return {
    rate: Math.round(rate),
    p50Ms: latencies.at(0.5),
    p99Ms: latencies.at(0.99),
    requests: latencies.count,
    errors: sum((t) => t.errors),
    errorKinds,
    non2xx: sum((t) => t.non2xx),
    late: sum((t) => t.late),
    latestMs: worst((t) => t.latestMs),
    generators: tallies.length,
    generatorLoopP99Ms: worst((t) => t.loopP99Ms),
    generatorLoopMaxMs: worst((t) => t.loopMaxMs),
  };
}
