/**
 * The weather from cache on the real app: GET /api/weather/{lat}/{lng}, as one of 8 signed-in
 * anglers (the weather is theirs only, spec part 2 §6), for 500 places that the app has already fetched once, so every measured request is answered from the 5-minute cache (one
 * observation per place rounded to 0.1°) plus the fishing score as of the current minute (worked out
 * and written once per place and minute) — no upstream call, no database. The upstream is a local stand-in serving recorded Open-Meteo responses
 * (backend/test/weather/open-meteo/), re-dated to now, so the app never reaches the internet.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { signIn } from '../../backend/test/support/sign-in.ts';
import type { Scenario } from '../support/scenario.ts';
import { benchAppEnv } from '../support/app-env.ts';

const RECORDED = path.join(import.meta.dirname, '..', '..', 'backend', 'test', 'weather', 'open-meteo');
const PLACES = Array.from({ length: 500 }, (_, i) => ({
  // A spread of inland and coastal places, a tenth of a degree apart at least (one cache entry each).
  latitude: -40 + (i % 50) * 1.7 + 0.03,
  longitude: -120 + Math.floor(i / 50) * 20.3 + 0.04,
}));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Cookie headers of the anglers signed in through the app's development provider. */
let sessions: string[] = [];

/** Open-Meteo's two APIs as recorded, their times moved to the current quarter hour. */
function openMeteoStandIn(): Promise<{ url: string; close(): Promise<void> }> {
  type Recorded = { current: { time: number }; hourly?: { time: number[] } };
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(RECORDED, file), 'utf8')) as Recorded;
  const server = http.createServer((req, res) => {
    const marine = (req.url ?? '').includes('/marine');
    const body = read(marine ? 'marine.coast.json' : 'forecast.lake.json');
    const now = Math.floor(Date.now() / 900_000) * 900;
    const shift = now - body.current.time;
    body.current.time = now;
    if (body.hourly) body.hourly.time = body.hourly.time.map((t: number) => t + shift);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

const weatherFromCache: Scenario = {
  name: 'weather from cache (real app)',
  description: `GET /api/weather/{lat}/{lng} over ${PLACES.length} places already fetched once: the cached observation scored as of the current minute (once per place and minute)`,
  target: { maxP99Ms: 10 },
  async prepare(ctx) {
    const standIn = await openMeteoStandIn();
    const databaseUrl = await ctx.databaseUrl('tightlines_bench_weather');
    const server = await ctx.startServer({
      entry: 'backend/src/main.ts',
      env: benchAppEnv(databaseUrl, {
        WEATHER_FORECAST_URL: `${standIn.url}/v1/forecast`,
        WEATHER_MARINE_URL: `${standIn.url}/v1/marine`,
        // Filling the cache asks about every place within the first minute.
        WEATHER_NEW_PLACES_PER_MINUTE: String(PLACES.length),
      }),
      startTimeoutMs: 120_000,
    });
    sessions = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => (await signIn({ url: server.url }, `Weather Bench ${i + 1}`)).cookieHeader('/api/weather')),
    );
    // Every place once (the cache fills), a few at a time.
    for (let i = 0; i < PLACES.length; i += 25) {
      await Promise.all(
        PLACES.slice(i, i + 25).map(async (p) => {
          const res = await fetch(`${server.url}/api/weather/${p.latitude}/${p.longitude}`, { headers: { cookie: pick(sessions) } });
          if (res.status !== 200) throw new Error(`weather at ${p.latitude},${p.longitude} answered ${res.status}`);
          await res.arrayBuffer();
        }),
      );
    }
    ctx.note(
      `${PLACES.length} places cached (5 minutes each); the score, conditions and recommendation are worked out and written once per place and minute.`,
    );
    return {
      url: server.url,
      close: async () => {
        await server.stop();
        await standIn.close();
      },
    };
  },
  requests: () => () => {
    const p = pick(PLACES);
    return { path: `/api/weather/${p.latitude}/${p.longitude}`, headers: { cookie: pick(sessions) } };
  },
};

export default weatherFromCache;
