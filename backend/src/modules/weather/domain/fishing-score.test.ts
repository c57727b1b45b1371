import { expect } from 'chai';
import fc from 'fast-check';
import { dangerCaps, fishingScore, ratingOf, SCORE_BASELINE, STALE_AFTER_MINUTES, type ScoreInput } from './fishing-score.ts';
import type { WeatherObservation } from './observation.ts';
import type { SkyDay } from './sky.ts';
import { solunarPeriods } from './solunar.ts';
import { conditionsText, recommendationText } from './conditions.ts';

const NOW = new Date('2026-06-10T05:10:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

/** A fair June morning on a lake: breeze, some cloud, pressure falling gently, just after sunrise. */
const lakeMorning = (): WeatherObservation => ({
  latitude: 45.6,
  longitude: -89.4,
  current: {
    temperatureC: 16.4,
    windKmh: 12,
    windDirectionDeg: 225,
    pressureHpa: 1012.3,
    humidityPct: 78,
    cloudCoverPct: 55,
    visibilityM: 24_140,
    precipitationMm: 0,
    weatherCode: 2,
    observedAt: minutesAgo(10),
  },
  pressure3hAgoHpa: 1014.1,
  sea: { kind: 'inland' },
  fetchedAt: minutesAgo(2),
});
const morningSky = (): SkyDay => ({
  sunAltitudeDeg: 4,
  sunrise: minutesAgo(30),
  sunset: new Date(NOW.getTime() + 15 * 3_600_000),
  solarNoon: new Date(NOW.getTime() + 7 * 3_600_000),
  moonEvents: [{ kind: 'moonrise', at: minutesAgo(10) }],
  moonPhase: 0.2,
});
const input = (o: WeatherObservation = lakeMorning(), sky: SkyDay = morningSky(), now = NOW): ScoreInput => ({
  observation: o,
  sky,
  solunar: solunarPeriods(sky.moonEvents),
  now,
});
const points = (i: ScoreInput) => Object.fromEntries(fishingScore(i).factors.map((f) => [f.key, f.points]));

describe('the fishing score', () => {
  it('adds named factor points to the baseline: a breezy, falling-pressure dawn on a lake', () => {
    const score = fishingScore(input());
    expect(points(input())).to.deep.equal({
      pressure: 4,
      pressureTrend: 10,
      wind: 8,
      precipitation: 0,
      cloud: 3,
      airTemperature: 4,
      waterTemperature: 0,
      timeOfDay: 10,
      solunar: 3,
    });
    expect(score.baseline).to.equal(SCORE_BASELINE);
    expect(score.value).to.equal(50 + 4 + 10 + 8 + 3 + 4 + 10 + 3);
    expect(score.rating).to.equal('excellent');
    expect(score.caps).to.deep.equal([]);
    expect(score.confidence).to.equal('normal');
  });

  it("names each factor's source and the age of its data", () => {
    const byKey = Object.fromEntries(fishingScore(input()).factors.map((f) => [f.key, f]));
    expect(byKey.pressure).to.include({ source: 'forecast', ageMinutes: 10 });
    expect(byKey.pressureTrend!.reason).to.equal('Pressure falling (−1.8 hPa in 3 h): fish feed before a front');
    expect(byKey.waterTemperature).to.include({ source: 'marine', points: 0, reason: 'Inland: no sea temperature here' });
    expect(byKey.timeOfDay).to.include({ source: 'astronomy', ageMinutes: 0, reason: 'Dawn: low light, fish feed' });
    expect(byKey.solunar).to.include({ reason: 'Minor solunar period (moonrise)', points: 3 });
  });

  it('gives a major period at the moon overhead and underfoot more than a minor one, and little either way', () => {
    const at = (kind: 'overhead' | 'underfoot' | 'moonset') =>
      points(input(lakeMorning(), { ...morningSky(), moonEvents: [{ kind, at: minutesAgo(20) }] })).solunar;
    expect(at('overhead')).to.equal(5);
    expect(at('underfoot')).to.equal(5);
    expect(at('moonset')).to.equal(3);
    expect(points(input(lakeMorning(), { ...morningSky(), moonEvents: [] })).solunar).to.equal(0);
  });

  it('reads the sea where there is one: water temperature and waves', () => {
    const coast: WeatherObservation = {
      ...lakeMorning(),
      sea: {
        kind: 'sea',
        state: { waveHeightM: 0.8, waveDirectionDeg: 200, waterTemperatureC: 18.2, currentSpeedMs: 0.2, observedAt: minutesAgo(40) },
      },
    };
    const water = fishingScore(input(coast)).factors.find((f) => f.key === 'waterTemperature')!;
    expect(water).to.include({ points: 5, source: 'marine', ageMinutes: 40, reason: 'Comfortable water (18.2 °C)' });
  });

  it('caps the score in a thunderstorm whatever else is good', () => {
    const storm = lakeMorning();
    storm.current.weatherCode = 95;
    const score = fishingScore(input(storm));
    expect(score.value).to.equal(10);
    expect(score.caps).to.deep.equal([{ reason: 'thunderstorm', max: 10, label: 'Thunderstorm: stay off the water' }]);
    expect(recommendationText(score)).to.equal('Thunderstorm: stay off the water. Wait for it to pass before heading out.');
  });

  it('caps the score in strong wind and in high waves', () => {
    expect(dangerCaps({ ...lakeMorning(), current: { ...lakeMorning().current, windKmh: 42 } }).map((c) => c.max)).to.deep.equal([30]);
    expect(dangerCaps({ ...lakeMorning(), current: { ...lakeMorning().current, windKmh: 55 } }).map((c) => c.max)).to.deep.equal([15]);
    const waves = {
      kind: 'sea' as const,
      state: { waveHeightM: 3, waveDirectionDeg: 0, waterTemperatureC: 12, currentSpeedMs: null, observedAt: NOW },
    };
    expect(dangerCaps({ ...lakeMorning(), sea: waves }).map((c) => c.reason)).to.deep.equal(['highWaves']);
  });

  it(`is low-confidence when the weather data is more than ${STALE_AFTER_MINUTES} minutes old, with the same points`, () => {
    const stale = lakeMorning();
    stale.current.observedAt = minutesAgo(STALE_AFTER_MINUTES + 1);
    const score = fishingScore(input(stale));
    expect(score.confidence).to.equal('low');
    expect(score.value).to.equal(fishingScore(input()).value);
    expect(recommendationText(score)).to.match(/The weather data is old/);
  });

  it('rates by bands: excellent, good, fair, poor, very poor', () => {
    expect([80, 79, 60, 59, 40, 39, 20, 19, 0].map(ratingOf)).to.deep.equal([
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
      'very poor',
      'very poor',
    ]);
  });

  it('writes the conditions and the recommendation from the same readings and factors', () => {
    const score = fishingScore(input());
    expect(conditionsText(lakeMorning(), score)).to.equal('Partly cloudy, 16 °C, wind SW 12 km/h, pressure falling.');
    expect(recommendationText(score)).to.equal('Excellent time to fish: pressure falling and dawn. Get out there.');
  });

  describe('never moves the wrong way (properties)', () => {
    const observation = fc.record({
      temperatureC: fc.double({ min: -30, max: 45, noNaN: true }),
      windKmh: fc.double({ min: 0, max: 120, noNaN: true }),
      windDirectionDeg: fc.double({ min: 0, max: 360, noNaN: true }),
      pressureHpa: fc.double({ min: 950, max: 1060, noNaN: true }),
      humidityPct: fc.double({ min: 0, max: 100, noNaN: true }),
      cloudCoverPct: fc.double({ min: 0, max: 100, noNaN: true }),
      precipitationMm: fc.double({ min: 0, max: 50, noNaN: true }),
      weatherCode: fc.constantFrom(0, 1, 2, 3, 45, 51, 61, 63, 65, 71, 80, 95, 96, 99),
      trend: fc.option(fc.double({ min: -10, max: 10, noNaN: true })),
      ageMinutes: fc.integer({ min: 0, max: 600 }),
      waveHeightM: fc.option(fc.double({ min: 0, max: 8, noNaN: true })),
      waterC: fc.option(fc.double({ min: -2, max: 32, noNaN: true })),
    });
    type Drawn = typeof observation extends fc.Arbitrary<infer T> ? T : never;
    const build = (r: Drawn): ScoreInput => {
      const o: WeatherObservation = {
        latitude: 0,
        longitude: 0,
        current: { ...r, visibilityM: null, observedAt: minutesAgo(r.ageMinutes) },
        pressure3hAgoHpa: r.trend === null ? null : r.pressureHpa - r.trend,
        sea:
          r.waveHeightM === null && r.waterC === null
            ? { kind: 'inland' }
            : {
                kind: 'sea',
                state: {
                  waveHeightM: r.waveHeightM,
                  waveDirectionDeg: null,
                  waterTemperatureC: r.waterC,
                  currentSpeedMs: null,
                  observedAt: NOW,
                },
              },
        fetchedAt: NOW,
      };
      return input(o);
    };
    const SEED = 8_2026;

    it('a thunderstorm never raises the score', () => {
      fc.assert(
        fc.property(observation, (r) => {
          const calm = fishingScore(build(r)).value;
          const storm = fishingScore(build({ ...r, weatherCode: 95 })).value;
          return storm <= calm && storm <= 10;
        }),
        { seed: SEED },
      );
    });

    it('more wind, past a fresh breeze, never raises the score', () => {
      fc.assert(
        fc.property(observation, fc.double({ min: 0, max: 80, noNaN: true }), (r, extra) => {
          const w = Math.max(20, r.windKmh);
          return fishingScore(build({ ...r, windKmh: w + extra })).value <= fishingScore(build({ ...r, windKmh: w })).value;
        }),
        { seed: SEED },
      );
    });

    it('heavier rain, past a light shower, never raises the score', () => {
      fc.assert(
        fc.property(observation, fc.double({ min: 0, max: 40, noNaN: true }), (r, extra) => {
          const mm = Math.max(2.5, r.precipitationMm);
          return (
            fishingScore(build({ ...r, precipitationMm: mm + extra })).value <= fishingScore(build({ ...r, precipitationMm: mm })).value
          );
        }),
        { seed: SEED },
      );
    });

    it('higher waves never raise the score', () => {
      fc.assert(
        fc.property(observation, fc.double({ min: 0, max: 6, noNaN: true }), (r, extra) => {
          const h = r.waveHeightM ?? 0;
          return fishingScore(build({ ...r, waveHeightM: h + extra })).value <= fishingScore(build({ ...r, waveHeightM: h })).value;
        }),
        { seed: SEED },
      );
    });

    it('older data never raises the confidence, and always stays within 0–100', () => {
      fc.assert(
        fc.property(observation, fc.integer({ min: 0, max: 600 }), (r, more) => {
          const fresh = fishingScore(build(r));
          const older = fishingScore(build({ ...r, ageMinutes: r.ageMinutes + more }));
          const rank = { normal: 1, low: 0 };
          return (
            rank[older.confidence] <= rank[fresh.confidence] && fresh.value >= 0 && fresh.value <= 100 && Number.isInteger(fresh.value)
          );
        }),
        { seed: SEED },
      );
    });
  });
});
