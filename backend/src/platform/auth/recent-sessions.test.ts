import { expect } from 'chai';
import { RecentSessions } from './recent-sessions.ts';

describe('recent sessions (the session lookup cache)', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('answers within its time, then asks again', () => {
    const recent = new RecentSessions<string>(5_000, 10, now);
    recent.set('a', 'angler-a', Infinity);
    clock += 4_999;
    expect(recent.get('a')).to.equal('angler-a');
    clock += 1;
    expect(recent.get('a')).to.equal(undefined);
  });

  it('never outlives the session itself', () => {
    const recent = new RecentSessions<string>(5_000, 10, now);
    recent.set('a', 'angler-a', clock + 100);
    clock += 100;
    expect(recent.get('a')).to.equal(undefined);
  });

  it('forgets a session at once when it ends here', () => {
    const recent = new RecentSessions<string>(5_000, 10, now);
    recent.set('a', 'angler-a', Infinity);
    recent.forget('a');
    expect(recent.get('a')).to.equal(undefined);
  });

  it("forgets every session of one angler at once (their account deleted), and no one else's", () => {
    const recent = new RecentSessions<string>(5_000, 10, now);
    recent.set('phone', 'angler-a', Infinity);
    recent.set('laptop', 'angler-a', Infinity);
    recent.set('other', 'angler-b', Infinity);
    recent.forgetWhere((angler) => angler === 'angler-a');
    expect([recent.get('phone'), recent.get('laptop'), recent.get('other')]).to.deep.equal([undefined, undefined, 'angler-b']);
  });

  it('keeps at most its bound, dropping the oldest', () => {
    const recent = new RecentSessions<string>(5_000, 2, now);
    recent.set('a', '1', Infinity);
    recent.set('b', '2', Infinity);
    recent.set('c', '3', Infinity);
    expect([recent.get('a'), recent.get('b'), recent.get('c')]).to.deep.equal([undefined, '2', '3']);
  });

  it('remembers nothing when switched off (0 s)', () => {
    const recent = new RecentSessions<string>(0, 10, now);
    recent.set('a', 'angler-a', Infinity);
    expect(recent.get('a')).to.equal(undefined);
  });
});
