import { Counter, Gauge, type Registry } from 'prom-client';
import type { Transactions } from '../transactions/transactions.ts';
import type { Level, Tallied, Tally } from './tally.ts';

/** The Tally as Prometheus counters on the app's registry (names in docs/observability.md). */
export class PrometheusTally implements Tally {
  readonly #counters: { [K in keyof Tallied]: Counter<string> };
  readonly #levels: Record<Level, Gauge<string>>;

  constructor(
    registry: Registry,
    private readonly transactions: Transactions,
  ) {
    const counter = (name: string, help: string, labelNames: string[] = []) =>
      new Counter({ name, help, labelNames, registers: [registry] });
    this.#counters = {
      share: counter('tightlines_shares_total', 'Posts shared, by kind (catch, content)', ['kind']),
      message: counter('tightlines_messages_sent_total', 'Direct messages sent'),
      report: counter('tightlines_reports_filed_total', 'Reports filed by anglers, by kind of item and reason', ['kind', 'reason']),
      ad_spend_micros: counter(
        'tightlines_ad_spend_micros_total',
        'Money billed to ad campaigns, in micros of the currency unit, by event (impression, click)',
        ['event'],
      ),
      live_event: counter('tightlines_live_events_sent_total', 'Events written to live streams, by kind', ['kind']),
    };
    this.#levels = {
      live_streams_open: new Gauge({
        name: 'tightlines_live_streams_open',
        help: 'Live streams (Server-Sent Events) open in this process',
        registers: [registry],
      }),
    };
  }

  count<K extends keyof Tallied>(what: K, labels: Tallied[K], amount = 1): void {
    this.transactions.afterCommit(() => this.#counters[what].inc({ ...labels }, amount));
  }

  level(what: Level, by: 1 | -1): void {
    this.#levels[what].inc(by);
  }
}
