import { expect } from 'chai';
import * as SunCalc from 'suncalc';
import { bucketOffset, moonEventsAround, SuncalcSkyCalendar } from './suncalc.sky.ts';

const LAKE = { latitude: 45.6, longitude: -89.4 };
const AT = new Date('2026-06-10T12:00:00Z');
const altitude = (d: Date) => SunCalc.getMoonPosition(d, LAKE.latitude, LAKE.longitude).altitude;
const shifted = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

describe('the sky from suncalc', () => {
  const events = moonEventsAround(LAKE.latitude, LAKE.longitude, AT);

  it('puts the moon overhead at the highest point of its path and underfoot at the lowest', () => {
    const overhead = events.filter((e) => e.kind === 'overhead');
    const underfoot = events.filter((e) => e.kind === 'underfoot');
    expect(overhead.length).to.be.within(1, 2);
    expect(underfoot.length).to.be.within(1, 2);
    for (const e of overhead) {
      expect(altitude(e.at)).to.be.at.least(altitude(shifted(e.at, -30)));
      expect(altitude(e.at)).to.be.at.least(altitude(shifted(e.at, 30)));
      // Due south at this northern latitude when it culminates.
      expect(SunCalc.getMoonPosition(e.at, LAKE.latitude, LAKE.longitude).azimuth).to.be.closeTo(180, 2);
    }
    for (const e of underfoot) {
      expect(altitude(e.at)).to.be.at.most(altitude(shifted(e.at, -30)));
      expect(altitude(e.at)).to.be.at.most(altitude(shifted(e.at, 30)));
    }
  });

  it('puts moonrise and moonset where the moon crosses the horizon, rising and setting', () => {
    const rises = events.filter((e) => e.kind === 'moonrise');
    const sets = events.filter((e) => e.kind === 'moonset');
    expect(rises.length + sets.length).to.be.at.least(2);
    for (const e of rises) expect(altitude(shifted(e.at, -20))).to.be.below(altitude(shifted(e.at, 20)));
    for (const e of sets) expect(altitude(shifted(e.at, -20))).to.be.above(altitude(shifted(e.at, 20)));
    for (const e of [...rises, ...sets]) expect(Math.abs(altitude(e.at))).to.be.below(1.5);
  });

  it('lists events in time order around the moment, and the nearest sunrise, sunset and noon', () => {
    const times = events.map((e) => e.at.getTime());
    expect(times).to.deep.equal([...times].sort((a, b) => a - b));
    const sky = new SuncalcSkyCalendar().skyAt(LAKE.latitude, LAKE.longitude, AT);
    // Northern Wisconsin in June: sunrise about 10:10 UTC, sunset about 01:40 UTC the next day.
    expect(sky.sunrise!.toISOString()).to.match(/^2026-06-10T10:/);
    expect(sky.sunset!.toISOString()).to.match(/^2026-06-1[01]T0[01]:/);
    expect(sky.sunAltitudeDeg).to.be.above(0);
    expect(sky.moonPhase).to.be.within(0, 1);
  });
});

describe('the sky worked out once per place and 6-hour bucket', () => {
  it('starts each place’s buckets at its own minute past the six hours, so cached places do not all recompute at once', () => {
    const offsets = new Set(Array.from({ length: 50 }, (_, i) => bucketOffset(-40 + i * 1.7 + 0.03, -120 + i * 20.3 + 0.04)));
    expect(offsets.size).to.be.above(40);
    for (const o of offsets) expect(o).to.be.within(0, 6 * 3_600_000 - 60_000);
  });

  it('still shows, at every moment of a bucket, the moon events from two hours back to a day ahead', () => {
    const calendar = new SuncalcSkyCalendar();
    for (let minutes = 0; minutes < 12 * 60; minutes += 37) {
      const at = shifted(AT, minutes);
      const window = (e: { at: Date }) => e.at.getTime() >= at.getTime() - 2 * 3_600_000 && e.at.getTime() <= at.getTime() + 24 * 3_600_000;
      const cached = calendar.skyAt(LAKE.latitude, LAKE.longitude, at).moonEvents.filter(window);
      const fresh = moonEventsAround(LAKE.latitude, LAKE.longitude, at).filter(window);
      expect(
        cached.map((e) => e.kind),
        at.toISOString(),
      ).to.deep.equal(fresh.map((e) => e.kind));
      for (const [i, e] of cached.entries()) expect(Math.abs(e.at.getTime() - fresh[i]!.at.getTime())).to.be.at.most(2 * 60_000);
    }
  });
});
