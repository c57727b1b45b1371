import { expect } from 'chai';
import { WeatherReport } from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { OpenMeteoStandIn } from './open-meteo-stand-in.ts';

/**
 * GET /api/weather/{lat}/{lng} runs the real Open-Meteo adapter against a local stand-in serving
 * recorded responses: the §3 Weather response, marine fields null inland, one upstream call per
 * rounded place per five minutes, and 503 with a message when the forecast is down or slow.
 */
describe('weather at a place', function () {
  this.timeout(30_000);
  let standIn: OpenMeteoStandIn;
  let app: TestApp;
  let anyone: Angler;
  // Ten minutes after the recorded observation (05:00 UTC), just after sunrise in northern Wisconsin.
  const clock = new ManualClock('2026-06-10T05:10:00Z');

  before(async () => {
    standIn = await new OpenMeteoStandIn().start();
    app = await startTestApp({
      clock,
      env: {
        WEATHER_FORECAST_URL: `${standIn.url}/v1/forecast`,
        WEATHER_MARINE_URL: `${standIn.url}/v1/marine`,
        WEATHER_NEW_PLACES_PER_MINUTE: '15',
      },
    });
    anyone = await anAngler(app, 'Weather Watcher');
  });
  after(async () => {
    await app?.close();
    await standIn?.close();
  });

  it('answers the current weather, null sea fields and an explained score on an inland lake', async () => {
    standIn.answer('forecast', 45.6, { file: 'forecast.lake.json' });
    standIn.answer('marine', 45.6, { file: 'marine.inland.json' });
    const res = await anyone.get('/api/weather/45.6349/-89.4121');
    expect(res.status).to.equal(200);
    const report = WeatherReport.parse(res.json);
    expect(report).to.deep.include({ latitude: 45.6, longitude: -89.4 });
    expect(report.weather).to.deep.equal({
      temperature: 16.4,
      windSpeed: 12.2,
      windDirection: 225,
      pressure: 1012.3,
      humidity: 78,
      cloudCover: 55,
      visibility: 24140,
      precipitation: 0,
      weatherCode: 2,
      timestamp: '2026-06-10T05:00:00.000Z',
    });
    expect(report.marine).to.deep.equal({ waveHeight: null, waveDirection: null, waterTemperature: null, currentSpeed: null });
    expect(report.fishingScore).to.equal(report.score.value);
    const trend = report.score.factors.find((f) => f.key === 'pressureTrend')!;
    expect(trend).to.include({ points: 10, source: 'forecast', ageMinutes: 10, observedAt: '2026-06-10T05:00:00.000Z' });
    expect(report.score.factors.find((f) => f.key === 'waterTemperature')).to.include({
      reason: 'Inland: no sea temperature here',
      points: 0,
    });
    expect(report.score.confidence).to.equal('normal');
    expect(report.conditions).to.equal('Partly cloudy, 16 °C, wind SW 12 km/h, pressure falling.');
    expect(report.recommendation).to.match(/time to fish/);
    expect(report.solunar.periods.some((p) => p.kind === 'major')).to.equal(true);
    // What the adapter asked for: metric units, unix times, the pressure of the last hours.
    const call = standIn.callsTo('forecast', 45.6)[0]!;
    expect(call.searchParams.get('current')).to.include('pressure_msl');
    expect(call.searchParams.get('hourly')).to.equal('pressure_msl');
    expect(call.searchParams.get('timeformat')).to.equal('unixtime');
  });

  it('asks the upstream once per rounded place in five minutes, however many anglers look', async () => {
    const before = standIn.callsTo('forecast', 45.6).length;
    await Promise.all([
      anyone.get('/api/weather/45.61/-89.39'),
      anyone.get('/api/weather/45.64/-89.42'),
      anyone.get('/api/weather/45.6/-89.4'),
    ]);
    expect(standIn.callsTo('forecast', 45.6).length).to.equal(before);
  });

  it('reads the sea on the coast and caps the score in a thunderstorm', async () => {
    standIn.answer('forecast', -33.9, { file: 'forecast.coast-storm.json' });
    standIn.answer('marine', -33.9, { file: 'marine.coast.json' });
    const res = await anyone.get('/api/weather/-33.87/151.21');
    expect(res.status).to.equal(200);
    const report = WeatherReport.parse(res.json);
    // The marine API's km/h current is answered in m/s.
    expect(report.marine).to.deep.equal({ waveHeight: 1.86, waveDirection: 164, waterTemperature: 19.4, currentSpeed: 0.5 });
    expect(report.fishingScore).to.be.at.most(10);
    expect(report.score.caps.map((c) => c.reason)).to.deep.equal(['thunderstorm']);
    expect(report.recommendation).to.equal('Thunderstorm: stay off the water. Wait for it to pass before heading out.');
  });

  it('answers 503 with a message when the forecast service fails (500), and asks again on retry', async () => {
    standIn.answer('forecast', 10.1, { status: 500 });
    standIn.answer('marine', 10.1, { file: 'marine.inland.json' });
    const res = await anyone.get<{ message: string; code: string }>('/api/weather/10.1/20.2');
    expect(res.status).to.equal(503);
    expect(res.json).to.deep.equal({
      message: 'Weather unavailable: the weather service is not answering right now. Try again in a moment.',
      code: 'WEATHER_UNAVAILABLE',
    });
    standIn.answer('forecast', 10.1, { file: 'forecast.lake.json' });
    expect((await anyone.get('/api/weather/10.1/20.2')).status).to.equal(200);
  });

  it('answers 503 when the forecast takes longer than the 2 s time-out', async () => {
    standIn.answer('forecast', 11.1, { delayMs: 2_600, file: 'forecast.lake.json' });
    standIn.answer('marine', 11.1, { file: 'marine.inland.json' });
    const started = Date.now();
    const res = await anyone.get<{ message: string }>('/api/weather/11.1/20.2');
    expect(res.status).to.equal(503);
    expect(res.json.message).to.equal('Weather unavailable: the weather service did not answer in time. Try again in a moment.');
    expect(Date.now() - started).to.be.below(2_550);
  });

  it('keeps the forecast when only the marine service fails: sea fields null, the score says so', async () => {
    standIn.answer('forecast', 12.1, { file: 'forecast.lake.json' });
    standIn.answer('marine', 12.1, { status: 502 });
    const report = WeatherReport.parse((await anyone.get('/api/weather/12.1/20.2')).json);
    expect(report.marine.waterTemperature).to.equal(null);
    expect(report.score.factors.find((f) => f.key === 'waterTemperature')!.reason).to.equal('Sea temperature not available');
  });

  it('marks the score low-confidence when the observation is stale', async () => {
    standIn.answer('forecast', 13.1, { file: 'forecast.lake.json' });
    standIn.answer('marine', 13.1, { file: 'marine.inland.json' });
    clock.set('2026-06-10T06:30:00Z');
    try {
      const report = WeatherReport.parse((await anyone.get('/api/weather/13.1/20.2')).json);
      expect(report.score.confidence).to.equal('low');
      expect(report.score.factors[0]!.ageMinutes).to.equal(90);
    } finally {
      clock.set('2026-06-10T05:10:00Z');
    }
  });

  it("refuses new places past the minute's budget with a 503, while places already fetched still answer", async () => {
    standIn.answer('forecast', '*', { file: 'forecast.lake.json' });
    standIn.answer('marine', '*', { file: 'marine.inland.json' });
    const statuses: number[] = [];
    let refusal: { message: string } | undefined;
    for (let i = 0; i < 16 && !refusal; i++) {
      const res = await anyone.get<{ message: string }>(`/api/weather/${(30 + i).toFixed(1)}/10`);
      statuses.push(res.status);
      if (res.status === 503) refusal = res.json;
    }
    expect(statuses.at(-1), 'the budget of 15 new places a minute runs out').to.equal(503);
    expect(refusal!.message).to.equal('Weather unavailable: too many new places were asked about this minute. Try again in a minute.');
    const callsBefore = standIn.calls.length;
    expect((await anyone.get('/api/weather/45.6/-89.4')).status).to.equal(200);
    expect(standIn.calls.length, 'a cached place costs no upstream call').to.equal(callsBefore);
  });

  it('asks a visitor to sign in (401) and costs the weather service nothing', async () => {
    const callsBefore = standIn.calls.length;
    const res = await new HttpClient(app.url).get<{ message: string }>('/api/weather/44.1/-88.2');
    expect(res.status).to.equal(401);
    expect(res.json.message).to.equal('Unauthorized');
    expect(standIn.calls.length).to.equal(callsBefore);
  });

  it('refuses a place off the globe with a 400 naming the parameter', async () => {
    const res = await anyone.get<{ issues: Array<{ path: string[] }> }>('/api/weather/91/0');
    expect(res.status).to.equal(400);
    expect(res.json.issues[0]!.path).to.deep.equal(['params', 'latitude']);
    expect((await anyone.get('/api/weather/abc/0')).status).to.equal(400);
  });
});

describe('weather with no weather service reachable', function () {
  this.timeout(30_000);
  let app: TestApp;
  before(async () => {
    // The test app's default: the weather services on a closed local port.
    app = await startTestApp();
  });
  after(() => app?.close());

  it("answers 503 'Weather unavailable', never a 500", async () => {
    const res = await (await anAngler(app, 'Weather Hopeful')).get<{ message: string; code: string }>('/api/weather/0/-1');
    expect(res.status).to.equal(503);
    expect(res.json.code).to.equal('WEATHER_UNAVAILABLE');
    expect(res.json.message).to.match(/^Weather unavailable/);
  });
});
