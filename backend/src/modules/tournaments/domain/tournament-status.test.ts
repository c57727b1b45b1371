import { expect } from 'chai';
import { statusAt } from './tournament-status.ts';

describe('tournament status: computed from the dates at the moment it is asked', () => {
  const t = { startDate: new Date('2026-06-01T06:00:00Z'), endDate: new Date('2026-06-01T18:00:00Z'), cancelledAt: null };
  it('is upcoming before the start', () => expect(statusAt(t, new Date('2026-06-01T05:59:59.999Z'))).to.equal('upcoming'));
  it('is active from the start', () => expect(statusAt(t, new Date('2026-06-01T06:00:00Z'))).to.equal('active'));
  it('is active until just before the end', () => expect(statusAt(t, new Date('2026-06-01T17:59:59.999Z'))).to.equal('active'));
  it('is completed from the end on', () => expect(statusAt(t, new Date('2026-06-01T18:00:00Z'))).to.equal('completed'));
  it('is cancelled whatever the clock once the organizer cancels', () => {
    const cancelled = { ...t, cancelledAt: new Date('2026-05-01T00:00:00Z') };
    for (const at of ['2026-05-02T00:00:00Z', '2026-06-01T07:00:00Z', '2027-01-01T00:00:00Z'])
      expect(statusAt(cancelled, new Date(at))).to.equal('cancelled');
  });
});
