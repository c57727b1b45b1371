import { expect } from 'chai';
import { pino } from 'pino';
import { Draining } from '../../../../platform/http/draining.ts';
import type { Signals } from '../../../../platform/signals/signals.ts';
import type { LiveEntry, LiveLog } from '../../application/ports.ts';
import type { LiveEventSource } from '../../application/live-event-source.ts';
import { LiveHub } from './live-hub.ts';

/** A live log kept in a list, whose next `after` reads can be made to fail (no connection in time). */
class ListedLog implements Pick<LiveLog, 'after' | 'latest' | 'latestOf' | 'oldest'> {
  readonly entries: LiveEntry[] = [];
  failures = 0;
  async after(_reader: string, seq: number, limit: number): Promise<LiveEntry[]> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error('timeout exceeded when trying to connect');
    }
    return this.entries.filter((e) => e.seq > seq).slice(0, limit);
  }
  async latest(): Promise<number> {
    return this.entries.at(-1)?.seq ?? 0;
  }
  async latestOf(readers: readonly string[]): Promise<Map<string, number>> {
    return new Map(readers.map((r) => [r, this.entries.at(-1)?.seq ?? 0]));
  }
  async oldest(): Promise<number | null> {
    return this.entries[0]?.seq ?? null;
  }
}

describe('LiveHub: events reach a stream when a wake goes wrong (heartbeat a minute away)', () => {
  let log: ListedLog;
  let wake: ((payload: string) => void) | undefined;
  let hub: LiveHub;
  const written: string[] = [];
  let close: () => void;
  /** How long until the message is on the stream (it must come once). */
  const delivered = async (since: number, within: number) => {
    while (!written.some((c) => c.includes('"m1"')) && Date.now() - since < within) await new Promise((r) => setTimeout(r, 20));
    expect(
      written.filter((c) => c.includes('"m1"')),
      'the message, once',
    ).to.have.length(1);
    return Date.now() - since;
  };

  beforeEach(async () => {
    log = new ListedLog();
    written.length = 0;
    const signals: Signals = {
      send: async () => undefined,
      listen: (_channel, onSignal) => {
        wake = onSignal;
      },
    };
    const messages: LiveEventSource = { kind: 'message', load: async (_reader, ids) => new Map(ids.map((id) => [id, { id }])) };
    hub = new LiveHub(log as unknown as LiveLog, signals, new Draining(), pino({ level: 'silent' }), [messages]);
    close = await hub.open('olive', undefined, { write: (chunk) => written.push(chunk) > 0, end: () => undefined }, 60_000);
  });
  afterEach(() => close());

  it('a read that fails is tried again a second later', async () => {
    log.entries.push({ seq: 1, kind: 'message', refId: 'm1' });
    log.failures = 1;
    const woke = Date.now();
    wake!('olive');
    expect(await delivered(woke, 3_000)).to.be.within(900, 2_500);
  });

  it('a signal that never comes is made up for within 5 s', async function () {
    this.timeout(10_000);
    const committed = Date.now();
    log.entries.push({ seq: 1, kind: 'message', refId: 'm1' });
    expect(await delivered(committed, 7_000)).to.be.below(5_500);
  });
});
