import { expect } from 'chai';
import { InProcessEventBus } from './event-bus.ts';

describe('event bus', () => {
  it('delivers an event to every handler of its type, in subscription order', async () => {
    const seen: string[] = [];
    const bus = new InProcessEventBus(() => {});
    bus.subscribe('caught', async () => void seen.push('first'));
    bus.subscribe('caught', async () => void seen.push('second'));
    bus.subscribe('released', async () => void seen.push('other'));
    await bus.publish({ type: 'caught' });
    expect(seen).to.deep.equal(['first', 'second']);
  });

  it('keeps delivering when one reaction fails, and reports the failure', async () => {
    const failures: unknown[] = [];
    const seen: string[] = [];
    const bus = new InProcessEventBus((_e, err) => failures.push(err));
    bus.subscribe('caught', async () => {
      throw new Error('line snapped');
    });
    bus.subscribe('caught', async () => void seen.push('after'));
    await bus.publish({ type: 'caught' });
    expect(seen).to.deep.equal(['after']);
    expect(String(failures[0])).to.contain('line snapped');
  });
});
