import { expect } from 'chai';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { ScrapedMetrics } from '../support/scraped-metrics.ts';

/** Real-user monitoring: browsers report their Core Web Vitals per route template; operators see histograms. */
describe('platform: browsers report their Core Web Vitals at /api/vitals', function () {
  this.timeout(60_000);
  const REPORTS_A_MINUTE = 20;
  let app: TestApp;
  const visitor = () => new HttpClient(app.url);
  const report = (vitals: unknown, from = visitor()) => from.send<{ message: string }>('POST', '/api/vitals', { vitals });
  const scrape = () => ScrapedMetrics.of(app);

  before(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_VITALS_PER_MINUTE: String(REPORTS_A_MINUTE) } });
  });
  after(() => app?.close());

  it("records a visitor's LCP, INP and CLS in histograms by route template, times in seconds", async () => {
    const route = { route: '/forum/question/:id' };
    const res = await report([
      { name: 'LCP', value: 1800, route: '/forum/question/:id' },
      { name: 'INP', value: 120, route: '/forum/question/:id' },
      { name: 'CLS', value: 0.04, route: '/forum/question/:id' },
    ]);
    expect(res.status, res.text).to.equal(204);
    const metrics = await scrape();
    expect(metrics.value('tightlines_web_vitals_lcp_seconds_count', route)).to.equal(1);
    expect(metrics.value('tightlines_web_vitals_lcp_seconds_sum', route)).to.equal(1.8);
    expect(metrics.value('tightlines_web_vitals_lcp_seconds_bucket', { ...route, le: '2' })).to.equal(1);
    expect(metrics.value('tightlines_web_vitals_lcp_seconds_bucket', { ...route, le: '1.5' })).to.equal(0);
    expect(metrics.value('tightlines_web_vitals_inp_seconds_sum', route)).to.equal(0.12);
    expect(metrics.value('tightlines_web_vitals_cls_sum', route)).to.equal(0.04);
  });

  it('refuses an address instead of a route template, an unknown metric or a value out of range, and records nothing', async () => {
    const before = (await scrape()).text;
    for (const vitals of [
      [{ name: 'LCP', value: 1000, route: '/forum/question/42' }],
      [{ name: 'FID', value: 10, route: '/' }],
      [{ name: 'LCP', value: -1, route: '/' }],
      [{ name: 'CLS', value: 1e9, route: '/' }],
      [],
    ]) {
      const res = await report(vitals);
      expect(res.status, JSON.stringify(vitals)).to.equal(400);
      expect(res.json.message).to.be.a('string');
    }
    const after = (await scrape()).text;
    const vitalsLines = (text: string) => text.split('\n').filter((l) => l.startsWith('tightlines_web_vitals'));
    expect(vitalsLines(after)).to.deep.equal(vitalsLines(before));
  });

  it('answers 429 to an address past its reports a minute', async () => {
    const from = visitor();
    const one = [{ name: 'CLS', value: 0, route: 'other' }];
    let refused: Awaited<ReturnType<typeof report>> | undefined;
    for (let i = 0; i <= REPORTS_A_MINUTE + 1 && !refused; i++) {
      const res = await report(one, from);
      if (res.status === 429) refused = res;
      else expect(res.status, res.text).to.equal(204);
    }
    expect(refused?.json.message).to.match(/page measurements/);
  });
});
