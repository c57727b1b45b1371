import { expect } from 'chai';
import { conditionReport, customPlaceTrip, emptyTripFields, parseNumber } from './trip-draft.ts';
import { notesWithCatchDetails } from './catch-details.ts';

describe('kit: the trip form payload', () => {
  it('is not ready until an outcome is chosen', () => expect(conditionReport(emptyTripFields)).to.equal(null));

  it('parses the temperature as a number and leaves blanks out', () => {
    expect(parseNumber(' 58 ')).to.equal(58);
    expect(parseNumber('warm')).to.equal(null);
    const report = conditionReport({ ...emptyTripFields, fishingSuccess: false, temperature: '58', waterCondition: 'calm' })!;
    expect(report).to.include({
      fishingSuccess: false,
      temperature: 58,
      waterCondition: 'calm',
      weatherCondition: null,
      notes: null,
      shareTip: false,
    });
  });

  it("appends a 'Catch Details' block to a successful trip's notes only", () => {
    const filled = { ...emptyTripFields, notes: 'Dawn bite', species: 'Bass', count: '3', method: 'Jig' };
    expect(conditionReport({ ...filled, fishingSuccess: true })!.notes).to.equal(
      'Dawn bite\n\nCatch Details:\nSpecies: Bass\nCount: 3\nMethod: Jig',
    );
    expect(conditionReport({ ...filled, fishingSuccess: false })!.notes).to.equal('Dawn bite');
    expect(notesWithCatchDetails('', { fishingSuccess: true, count: 0 })).to.equal('');
  });

  it('shares a tip only when it is on and has both a title and content', () => {
    const tip = {
      ...emptyTripFields,
      fishingSuccess: true,
      shareTip: true,
      tipTitle: 'Drop-off',
      tipContent: '',
      tipCategory: 'location' as const,
    };
    expect(conditionReport(tip)!.shareTip).to.equal(false);
    expect(conditionReport({ ...tip, tipContent: 'Fish it at dawn' })).to.include({
      shareTip: true,
      tipTitle: 'Drop-off',
      tipCategory: 'location',
    });
  });

  it('puts a custom place into the trip without a spot', () => {
    const trip = customPlaceTrip(
      { ...emptyTripFields, fishingSuccess: true },
      { address: 'Bend, OR', latitude: 44.05, longitude: -121.31 },
    )!;
    expect(trip).to.include({ spotId: null, location: 'Bend, OR', latitude: 44.05, longitude: -121.31 });
  });
});
