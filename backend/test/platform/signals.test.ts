import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/index.ts';
import { SignalsToken, type Signals } from '../../src/platform/signals/signals.ts';
import { TransactionsToken, type Transactions } from '../../src/platform/transactions/transactions.ts';

/** Signals between processes (platform/signals): batched outside transactions, transactional inside. */
describe('platform: signals', () => {
  let app: TestApp;
  let signals: Signals;
  let transactions: Transactions;
  const heard: string[] = [];

  const until = async (check: () => boolean, withinMs = 2_000) => {
    const deadline = Date.now() + withinMs;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return check();
  };

  before(async function () {
    this.timeout(60_000); // a busy machine starts an app slowly
    app = await startTestApp();
    [signals, transactions] = await app.inContext(
      async (get) => [get<Signals>(SignalsToken), get<Transactions>(TransactionsToken)] as const,
    );
    signals.listen('tl_test_signals', (payload) => heard.push(payload));
    // LISTEN is issued on the listening connection in the background: wait until a probe is heard.
    await until(() => {
      void signals.send('tl_test_signals', 'probe');
      return heard.includes('probe');
    });
    heard.length = 0;
  });
  after(() => app?.close());

  it('delivers every signal sent at once, in the order sent, though they share statements', async () => {
    const sent = Array.from({ length: 300 }, (_, i) => `n${i}`);
    await Promise.all(sent.map((payload) => signals.send('tl_test_signals', payload)));
    const numbered = () => heard.filter((p) => p.startsWith('n'));
    expect(await until(() => numbered().length >= sent.length)).to.equal(true);
    expect(numbered()).to.deep.equal(sent);
  });

  it('sends a signal of a transaction when it commits, and never when it rolls back', async () => {
    heard.length = 0;
    await app.inContext(() =>
      transactions
        .run(async () => {
          await signals.send('tl_test_signals', 'rolled back');
          throw new Error('the cause fails');
        })
        .catch(() => undefined),
    );
    await app.inContext(() => transactions.run(() => signals.send('tl_test_signals', 'committed')));
    expect(await until(() => heard.includes('committed'))).to.equal(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard.filter((p) => p !== 'probe')).to.deep.equal(['committed']);
  });
});
