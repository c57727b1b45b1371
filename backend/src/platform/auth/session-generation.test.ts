import { expect } from 'chai';
import { SessionGeneration } from './session-generation.ts';

/** A read of the counter the test answers by hand. */
function counter() {
  const reads: Array<(value: number) => void> = [];
  return {
    read: () => new Promise<number>((resolve) => reads.push(resolve)),
    reads,
    /** Answers the oldest unanswered read. */
    answer(value: number) {
      reads.shift()!(value);
    },
  };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('session generation (is a remembered session still good?)', () => {
  it('answers a call only with a read that began after it, shared by every call that arrived meanwhile', async () => {
    const c = counter();
    const generation = new SessionGeneration(c.read, () => undefined);
    let first = false;
    let later = 0;
    void generation.caughtUp().then(() => (first = true));
    expect(c.reads.length).to.equal(1);
    // Two calls arrive while the first read is in flight: they wait for the next read, not this one.
    const waiting = [generation.caughtUp(), generation.caughtUp()].map((p) => p.then(() => later++));
    c.answer(4);
    await settle();
    expect([first, later, generation.known]).to.deep.equal([true, 0, 4]);
    expect(c.reads.length).to.equal(1); // one more read for both
    c.answer(5);
    await Promise.all(waiting);
    expect([later, generation.known]).to.deep.equal([2, 5]);
  });

  it('keeps the largest value read, and says when the counter has moved', async () => {
    const c = counter();
    let moved = 0;
    const generation = new SessionGeneration(c.read, () => moved++);
    const one = generation.caughtUp();
    c.answer(7);
    await one;
    expect([generation.known, moved]).to.deep.equal([7, 0]); // the first read moves nothing
    const two = generation.caughtUp();
    c.answer(7);
    await two;
    expect(moved).to.equal(0);
    const three = generation.caughtUp();
    c.answer(9);
    await three;
    expect([generation.known, moved]).to.deep.equal([9, 1]);
  });

  it('lets a failed read fail its callers, and reads again for the next', async () => {
    let fail = true;
    const generation = new SessionGeneration(
      async () => {
        if (fail) throw new Error('database down');
        return 3;
      },
      () => undefined,
    );
    await generation.caughtUp().then(
      () => expect.fail('a failed read cannot vouch for a session'),
      (error: Error) => expect(error.message).to.equal('database down'),
    );
    fail = false;
    await generation.caughtUp();
    expect(generation.known).to.equal(3);
  });
});
