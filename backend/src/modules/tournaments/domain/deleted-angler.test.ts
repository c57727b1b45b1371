import { expect } from 'chai';
import { fateOfDeletedAngler } from './deleted-angler.ts';

describe('tournaments: what happens to a tournament when an angler deletes their account', () => {
  const start = new Date('2026-06-10T06:00:00Z');
  const before = new Date('2026-06-01T00:00:00Z');
  const during = new Date('2026-06-10T09:00:00Z');
  const t = { startDate: start, cancelledAt: null, organizes: false, takesPart: false, hasEntries: false };

  it('drops a participant from a tournament that has not started', () => {
    expect(fateOfDeletedAngler({ ...t, takesPart: true }, before)).to.deep.equal({
      cancel: false,
      anonymiseOrganizer: false,
      participant: 'drop',
    });
  });
  it('anonymises a participant once the tournament has started (standings, prizes and log keep their history)', () => {
    expect(fateOfDeletedAngler({ ...t, takesPart: true }, start).participant).to.equal('anonymise');
    expect(fateOfDeletedAngler({ ...t, takesPart: true, hasEntries: true }, during).participant).to.equal('anonymise');
  });
  it('anonymises a participant with entries whatever the dates say (a cancelled event keeps its log)', () => {
    expect(fateOfDeletedAngler({ ...t, takesPart: true, hasEntries: true, cancelledAt: before }, before).participant).to.equal('anonymise');
  });
  it('cancels a tournament they organise that has not started, and anonymises its organizer', () => {
    expect(fateOfDeletedAngler({ ...t, organizes: true }, before)).to.deep.equal({
      cancel: true,
      anonymiseOrganizer: true,
      participant: 'none',
    });
  });
  it('keeps a started tournament they organise running with its organizer anonymised', () => {
    expect(fateOfDeletedAngler({ ...t, organizes: true, takesPart: true, hasEntries: true }, during)).to.deep.equal({
      cancel: false,
      anonymiseOrganizer: true,
      participant: 'anonymise',
    });
  });
  it('does not cancel again what is already cancelled', () => {
    expect(fateOfDeletedAngler({ ...t, organizes: true, cancelledAt: before }, before).cancel).to.equal(false);
  });
});
