import { expect } from 'chai';
import type { Config } from '../../../../platform/config/config.ts';
import type { WeatherObservation } from '../../domain/observation.ts';
import { CachedWeatherSource, WEATHER_CACHE_MS, WEATHER_REFRESH_AFTER_MS } from './cached-weather.source.ts';

/** An upstream whose calls the test answers by hand. */
function upstream() {
  const calls: Array<{ resolve: (o: WeatherObservation) => void; reject: (e: Error) => void }> = [];
  return {
    calls,
    observe: () => new Promise<WeatherObservation>((resolve, reject) => calls.push({ resolve, reject })),
  };
}
const observation = (n: number) => ({ n }) as unknown as WeatherObservation;
const config = { weather: { newPlacesPerMinute: 100 } } as Config;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A cache on a hand-answered upstream and a hand-moved clock, holding observation 1 of the lake, fetched at 0. */
async function cacheHoldingOne() {
  const up = upstream();
  const cache = new CachedWeatherSource(up, config);
  const clock = { now: 0 };
  cache.now = () => clock.now;
  const first = cache.observe(45.6, -89.4);
  up.calls[0]!.resolve(observation(1));
  await first;
  return { up, cache, clock };
}

describe('the weather cache', () => {
  it('asks once for concurrent first requests, then answers from memory for five minutes', async () => {
    const up = upstream();
    const cache = new CachedWeatherSource(up, config);
    let now = 0;
    cache.now = () => now;
    const first = [cache.observe(45.6, -89.4), cache.observe(45.6, -89.4)];
    expect(up.calls).to.have.length(1);
    up.calls[0]!.resolve(observation(1));
    expect(await Promise.all(first)).to.deep.equal([observation(1), observation(1)]);
    now = WEATHER_REFRESH_AFTER_MS - 1;
    expect(await cache.observe(45.6, -89.4)).to.deep.equal(observation(1));
    expect(up.calls).to.have.length(1);
  });

  it('renews a place asked about in its fifth minute in the background: nobody waits, the next answer is fresher', async () => {
    const { up, cache, clock } = await cacheHoldingOne();
    clock.now = WEATHER_REFRESH_AFTER_MS + 1;
    expect(await cache.observe(45.6, -89.4), 'answered at once from memory').to.deep.equal(observation(1));
    expect(await cache.observe(45.6, -89.4), 'one renewal at a time').to.deep.equal(observation(1));
    expect(up.calls).to.have.length(2);
    up.calls[1]!.resolve(observation(2));
    await settle();
    clock.now = WEATHER_CACHE_MS + 10;
    expect(await cache.observe(45.6, -89.4)).to.deep.equal(observation(2));
    expect(up.calls).to.have.length(2);
  });

  it('never answers an observation older than five minutes: a failed renewal leaves the next request to ask', async () => {
    const { up, cache, clock } = await cacheHoldingOne();
    clock.now = WEATHER_REFRESH_AFTER_MS + 1;
    await cache.observe(45.6, -89.4);
    up.calls[1]!.reject(new Error('upstream down'));
    await settle();
    clock.now = WEATHER_CACHE_MS;
    const late = cache.observe(45.6, -89.4);
    expect(up.calls, 'asked again, and this request waits for it').to.have.length(3);
    up.calls[2]!.reject(new Error('still down'));
    expect(
      await late.then(
        () => 'answered',
        (e: Error) => e.message,
      ),
    ).to.equal('still down');
  });
});
