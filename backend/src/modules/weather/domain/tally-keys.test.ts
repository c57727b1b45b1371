import { expect } from 'chai';
import { tallyKeysOf } from './tally-keys.ts';
import type { RecordedConditions } from './recorded-conditions.ts';

const c: RecordedConditions = {
  airTemperatureC: 14,
  waterTemperatureC: null,
  pressureHpa: 1008,
  pressureChange3hHpa: -1.6,
  pressureTrend: 'falling',
  windKmh: 10,
  windDirectionDeg: 200,
  cloudCoverPct: 80,
  moonPhase: 'full',
  solunar: 'major',
  light: 'dusk',
  tide: 'none',
};
const at = new Date('2026-06-10T20:30:00Z');

describe('what one catch adds to its angler’s tallies', () => {
  it('counts the species, each known condition overall and for the species, and the summary’s pairs', () => {
    const keys = tallyKeysOf('catch', 'walleye', c, at);
    expect(keys.filter((k) => k.part === 'species')).to.deep.equal([
      { part: 'species', species: 'walleye', k1: '', v1: '', k2: '', v2: '' },
    ]);
    // No water temperature: no water band, five conditions.
    expect(keys.filter((k) => k.part === 'condition' && k.species === '').map((k) => `${k.k1}=${k.v1}`)).to.deep.equal([
      'pressureTrend=falling',
      'moonPhase=full',
      'solunar=major',
      'light=dusk',
      'month=June',
    ]);
    expect(keys.filter((k) => k.part === 'condition' && k.species === 'walleye')).to.have.length(5);
    expect(keys.filter((k) => k.part === 'pair')).to.deep.include({
      part: 'pair',
      species: 'walleye',
      k1: 'pressureTrend',
      v1: 'falling',
      k2: 'light',
      v2: 'dusk',
    });
  });

  it('counts a trip once per condition, with no species and no pairs', () => {
    const keys = tallyKeysOf('trip', null, { ...c, pressureTrend: null, waterTemperatureC: 16 }, at);
    expect(keys.every((k) => k.part === 'trip' && k.species === '')).to.equal(true);
    expect(keys.map((k) => k.k1)).to.deep.equal(['moonPhase', 'solunar', 'light', 'waterBand', 'month']);
  });
});
