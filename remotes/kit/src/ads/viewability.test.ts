import { expect } from 'chai';
import { viewabilityTimer, type Scheduler } from './viewability.ts';

/** A clock moved by hand: timers run when `advance` passes their time. */
function manualTimers() {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const scheduler: Scheduler = {
    set: (run, ms) => {
      timers.set(++next, { at: now + ms, run });
      return next;
    },
    clear: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at > now) continue;
      timers.delete(id);
      timer.run();
    }
  };
  return { scheduler, advance };
}

describe('viewable impression (50 % of the ad on screen for one continuous second)', () => {
  it('counts an ad half visible for one second, once', () => {
    const { scheduler, advance } = manualTimers();
    let views = 0;
    const timer = viewabilityTimer(() => views++, scheduler);
    timer.seen(0.5);
    advance(999);
    expect(views).to.equal(0);
    advance(1);
    expect(views).to.equal(1);
    timer.seen(0.2);
    timer.seen(1);
    advance(5000);
    expect(views).to.equal(1);
  });

  it('does not count an ad 49 % visible however long it stays', () => {
    const { scheduler, advance } = manualTimers();
    let views = 0;
    viewabilityTimer(() => views++, scheduler).seen(0.49);
    advance(5000);
    expect(views).to.equal(0);
  });

  it('needs one continuous second: 0.9 s, scrolled away, 0.9 s again counts nothing', () => {
    const { scheduler, advance } = manualTimers();
    let views = 0;
    const timer = viewabilityTimer(() => views++, scheduler);
    timer.seen(0.8);
    advance(900);
    timer.seen(0.1);
    timer.seen(0.6);
    advance(900);
    expect(views).to.equal(0);
    advance(100);
    expect(views).to.equal(1);
  });

  it('counts nothing once stopped (the ad left the page)', () => {
    const { scheduler, advance } = manualTimers();
    let views = 0;
    const timer = viewabilityTimer(() => views++, scheduler);
    timer.seen(1);
    timer.stop();
    advance(2000);
    expect(views).to.equal(0);
  });
});
