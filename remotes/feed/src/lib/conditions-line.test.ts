import { expect } from 'chai';
import type { CatchConditions } from '@tightlines/contracts';
import { conditionParts } from './conditions-line.ts';

const dusk: CatchConditions = {
  airTemperature: 14.5,
  waterTemperature: null,
  pressure: 1008.2,
  pressureChange3h: -1.6,
  pressureTrend: 'falling',
  windSpeed: 12,
  windDirection: 225,
  cloudCover: 80,
  moonPhase: 'waxing gibbous',
  solunar: 'major',
  light: 'dusk',
  tide: 'none',
};

describe('a catch card’s conditions line', () => {
  it('shows the values in the reader’s units, unknowns and inland tide left out', () => {
    expect(conditionParts(dusk, 'metric').map((p) => p.text)).to.deep.equal([
      '15°C',
      '1008 hPa ↘',
      'SW 12 km/h',
      '80%',
      'waxing gibbous',
      'major period',
      'dusk',
    ]);
    expect(
      conditionParts(dusk, 'imperial')
        .map((p) => p.text)
        .slice(0, 3),
    ).to.deep.equal(['58°F', '1008 hPa ↘', 'SW 7 mph']);
  });

  it('says each value in words for a screen reader, and the tide on the sea', () => {
    const sea = conditionParts({ ...dusk, waterTemperature: 17, tide: 'rising', solunar: 'none' }, 'metric');
    expect(sea.map((p) => p.label)).to.include.members(['Water 17°C', 'Pressure 1008 hPa, falling', 'Tide rising']);
    expect(sea.some((p) => p.kind === 'solunar')).to.equal(false);
  });
});
