import { expect } from 'chai';
import { col, rowOf, type RowOf } from './row.ts';

describe('platform: a row read as its record', () => {
  const Catch = rowOf({
    id: col.text(),
    anglerId: col.text(),
    species: col.text<'pike' | 'perch'>(),
    weightKg: col.number().nullable(),
    points: col.number(),
    verified: col.bool(),
    caughtAt: col.time(),
    judgedAt: col.time().nullable(),
    tags: col.of<string[]>(),
    liked: col.bool().or(false),
    cardName: col.text().nullable().from('participant_name'),
  });

  const row = {
    id: 'c1',
    angler_id: 'a1',
    species: 'pike',
    weight_kg: '4.250',
    points: 12,
    verified: true,
    caught_at: '2026-05-01 06:30:00+00',
    judged_at: null,
    tags: ['river'],
    liked: true,
    participant_name: 'Ann',
  };

  it('reads each key from its snake_case column, or the column it is told', () => {
    const record: RowOf<typeof Catch> = Catch.read(row);
    expect(record).to.deep.equal({
      id: 'c1',
      anglerId: 'a1',
      species: 'pike',
      weightKg: 4.25,
      points: 12,
      verified: true,
      caughtAt: new Date('2026-05-01T06:30:00Z'),
      judgedAt: null,
      tags: ['river'],
      liked: true,
      cardName: 'Ann',
    });
  });

  it('turns the text the driver gives for timestamps, numeric and bigint into Dates and numbers', () => {
    const r = Catch.read({ ...row, points: '9007199254740', judged_at: '2026-05-02T10:00:00.123Z', caught_at: new Date(0) });
    expect(r.points).to.equal(9007199254740);
    expect(r.judgedAt).to.be.instanceOf(Date);
    expect(r.judgedAt!.toISOString()).to.equal('2026-05-02T10:00:00.123Z');
    expect(r.caughtAt.getTime()).to.equal(0);
  });

  it('reads a null or left-out column as its default', () => {
    const { liked: _, participant_name: __, ...without } = row;
    const r = Catch.read({ ...without, weight_kg: null });
    expect(r.liked).to.equal(false);
    expect(r.cardName).to.equal(null);
    expect(r.weightKg).to.equal(null);
    expect(Catch.read({ ...row, liked: null }).liked).to.equal(false);
  });

  it('passes a null through where the declaration expects none, as the driver gave it', () => {
    expect(Catch.read({ ...row, species: null, caught_at: null })).to.include({ species: null, caughtAt: null });
  });

  it('refuses a row without a column it has no default for', () => {
    const { caught_at: _, ...without } = row;
    expect(() => Catch.read(without)).to.throw('The row has no column caught_at');
  });

  it('reads a record whose columns share a prefix', () => {
    const Card = rowOf(
      { id: col.text().nullable(), displayName: col.text().nullable(), shareTripLocations: col.bool().or(true) },
      { prefix: 'card_' },
    );
    expect(Card.read({ id: 'post', card_id: 'a1', card_display_name: 'Ann', card_share_trip_locations: null })).to.deep.equal({
      id: 'a1',
      displayName: 'Ann',
      shareTripLocations: true,
    });
  });

  it('keeps the record to the declared keys', () => {
    expect(Object.keys(Catch.read({ ...row, extra: 1 }))).to.not.include('extra');
  });
});
