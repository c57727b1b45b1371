import { expect } from 'chai';
import { recordConditions, type HourWeather } from './recorded-conditions.ts';
import { lightAt } from './light.ts';
import { moonPhaseNameOf } from './moon-phase.ts';
import { tideStateOf } from './tide-state.ts';
import { waterBandOf } from './water-band.ts';
import type { SkyDay } from './sky.ts';

const at = (hhmm: string) => new Date(`2026-06-10T${hhmm}:00Z`);
const sky: SkyDay = {
  sunAltitudeDeg: 3,
  sunrise: at('04:10'),
  sunset: at('19:40'),
  solarNoon: at('11:55'),
  moonEvents: [
    { kind: 'overhead', at: at('04:30') },
    { kind: 'moonset', at: at('10:00') },
  ],
  moonPhase: 0.52,
};
const weather: HourWeather = {
  airTemperatureC: 14.44,
  waterTemperatureC: null,
  pressureHpa: 1009.2,
  pressure3hAgoHpa: 1011.0,
  windKmh: 12.24,
  windDirectionDeg: 224.6,
  cloudCoverPct: 55,
  tide: 'none',
};

describe('the conditions a catch carries', () => {
  it('reads the hour and the sky: falling barometer, dawn, a major period, full moon', () => {
    expect(recordConditions(at('04:40'), weather, sky)).to.deep.equal({
      airTemperatureC: 14.4,
      waterTemperatureC: null,
      pressureHpa: 1009.2,
      pressureChange3hHpa: -1.8,
      pressureTrend: 'falling',
      windKmh: 12.2,
      windDirectionDeg: 225,
      cloudCoverPct: 55,
      moonPhase: 'full',
      solunar: 'major',
      light: 'dawn',
      tide: 'none',
    });
  });

  it('carries no place: nothing a coarse viewer could learn the spot from', () => {
    const keys = Object.keys(recordConditions(at('09:45'), weather, sky));
    for (const placeLike of ['latitude', 'longitude', 'lat', 'lng', 'station', 'grid', 'place', 'location'])
      expect(keys.some((k) => k.toLowerCase().includes(placeLike))).to.equal(false, placeLike);
  });

  it('says minor between a moonset hour, and none away from any period', () => {
    expect(recordConditions(at('09:45'), weather, sky).solunar).to.equal('minor');
    expect(recordConditions(at('14:00'), weather, { ...sky, sunAltitudeDeg: 60 }).solunar).to.equal('none');
  });

  it('has no trend without the reading three hours before', () => {
    expect(recordConditions(at('14:00'), { ...weather, pressure3hAgoHpa: null }, sky)).to.include({
      pressureTrend: null,
      pressureChange3hHpa: null,
    });
  });
});

describe('light against sunrise and sunset', () => {
  it('is dawn or dusk within an hour of the sun on the horizon, day while it is up, night otherwise', () => {
    expect(lightAt(at('03:20'), { ...sky, sunAltitudeDeg: -8 })).to.equal('dawn');
    expect(lightAt(at('12:00'), { ...sky, sunAltitudeDeg: 60 })).to.equal('day');
    expect(lightAt(at('16:00'), { ...sky, sunAltitudeDeg: 30 })).to.equal('day');
    expect(lightAt(at('20:30'), { ...sky, sunAltitudeDeg: -5 })).to.equal('dusk');
    expect(lightAt(at('23:30'), { ...sky, sunAltitudeDeg: -15 })).to.equal('night');
  });
});

describe('moon phase names', () => {
  it('names each eighth of the cycle around its point', () => {
    expect([0, 0.03, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 0.97].map(moonPhaseNameOf)).to.deep.equal([
      'new',
      'new',
      'waxing crescent',
      'first quarter',
      'waxing gibbous',
      'full',
      'waning gibbous',
      'last quarter',
      'waning crescent',
      'new',
    ]);
  });
});

describe('tide state from the sea level an hour either side', () => {
  it('is rising, falling, high or low at a turn, unknown without levels', () => {
    expect(tideStateOf(0.1, 0.4, 0.7)).to.equal('rising');
    expect(tideStateOf(0.7, 0.4, 0.1)).to.equal('falling');
    expect(tideStateOf(0.8, 0.9, 0.85)).to.equal('high');
    expect(tideStateOf(-0.5, -0.7, -0.6)).to.equal('low');
    expect(tideStateOf(null, 0.4, 0.7)).to.equal('unknown');
  });
});

describe('water temperature bands', () => {
  it('bands by five degrees between 10 and 25', () => {
    expect([4, 10, 14.9, 15, 22, 25, null].map(waterBandOf)).to.deep.equal([
      'below 10 °C',
      '10–15 °C',
      '10–15 °C',
      '15–20 °C',
      '20–25 °C',
      '25 °C and over',
      null,
    ]);
  });
});
