import { expect } from 'chai';
import pg from 'pg';
import type { Ad, AdEventResult, CampaignDetail } from '@tightlines/contracts';
import { eventually, makeOperator, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { ScrapedMetrics } from '../support/scraped-metrics.ts';
import { LiveClient } from '../notifications/live-client.ts';
import { anAdvertiser } from '../advertising/support.ts';
import { StandInContent, standInContentModule } from '../moderation/stand-in-content.ts';
import { MAX_ATTEMPTS } from '../../src/platform/events/event-relay.ts';

const DAY = 86_400_000;

/** What an operator sees at /metrics moves when the thing it counts happens. */
describe('platform: operator metrics at /metrics', function () {
  this.timeout(60_000);
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler;
  let max: Angler;
  let olga: Angler;
  const scrape = () => ScrapedMetrics.of(app);
  const content = new StandInContent();

  before(async () => {
    app = await startTestApp({ extraModules: [standInContentModule(content)] });
    db = new pg.Client(app.databaseUrl);
    await db.connect();
    [rosa, max, olga] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Max Mate'), anAngler(app, 'Olga Operator')]);
    await makeOperator(app, olga);
    await mates(rosa, max);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it('counts shares by kind', async () => {
    const before = await scrape();
    await aCatch().of('walleye').by(rosa);
    await aCatch().of('yellow-perch').by(rosa);
    const after = await scrape();
    expect(after.count('tightlines_shares_total', { kind: 'catch' }) - before.count('tightlines_shares_total', { kind: 'catch' })).to.equal(
      2,
    );
    expect(after.count('tightlines_shares_total', { kind: 'content' })).to.equal(
      before.count('tightlines_shares_total', { kind: 'content' }),
    );
  });

  it('counts messages sent, live streams open and the events they sent, without ids in any label', async () => {
    const stream = new LiveClient(max);
    await stream.open();
    const before = await scrape();
    expect(before.value('tightlines_live_streams_open')).to.equal(1);
    const sent = await rosa.send('POST', '/api/messages', { recipientId: max.id, content: 'Pike are biting at the weir' });
    expect(sent.status, sent.text).to.equal(201);
    await stream.waitFor(1);
    const after = await scrape();
    expect(after.count('tightlines_messages_sent_total') - before.count('tightlines_messages_sent_total')).to.equal(1);
    expect(after.count('tightlines_live_events_sent_total', { kind: 'message' })).to.be.greaterThan(
      before.count('tightlines_live_events_sent_total', { kind: 'message' }),
    );
    await stream.close();
    expect(await eventually(async () => (await scrape()).value('tightlines_live_streams_open') === 0)).to.equal(true);
    const closed = await scrape();
    expect(closed.text).not.to.include(max.id);
    expect(closed.text).not.to.include(rosa.id);
  });

  it('counts reports filed by kind and reason, not a refused repeat', async () => {
    const answer = content.add('answer', rosa.id, 'Cheap lures at my-shop.example');
    const reported = (reason: string) => max.send('POST', '/api/reports', { kind: 'answer', itemId: answer, reason });
    const before = await scrape();
    expect((await reported('spam')).status).to.equal(201);
    expect((await reported('spam')).status).to.equal(409);
    const after = await scrape();
    const filed = (labels: Record<string, string>) =>
      after.count('tightlines_reports_filed_total', labels) - before.count('tightlines_reports_filed_total', labels);
    expect(filed({ kind: 'answer', reason: 'spam' })).to.equal(1);
    expect(filed({ kind: 'answer', reason: 'harassment' })).to.equal(0);
  });

  it('counts ad spend by event, in micros', async () => {
    const shop = await anAdvertiser(app);
    const origin = { origin: app.url };
    expect(
      (await olga.send('PUT', `/api/advertising/advertisers/${shop.user.advertiserId}/status`, { status: 'active' }, origin)).status,
    ).to.equal(200);
    const base = `/api/advertisers/${shop.user.advertiserId}/campaigns`;
    const created = await shop.send<CampaignDetail>(
      'POST',
      base,
      {
        name: 'Spring Bass Sale',
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
        budget: 100,
        cpm: 2,
        cpc: 0.5,
        placements: ['header'],
      },
      origin,
    );
    expect(created.status, created.text).to.equal(201);
    expect(
      (
        await shop.send(
          'POST',
          `${base}/${created.json.id}/ads`,
          { title: 'Bass', content: 'Tight lines!', targetUrl: 'https://reeldeals.example/' },
          origin,
        )
      ).status,
    ).to.equal(201);
    expect((await shop.send('PATCH', `${base}/${created.json.id}`, { status: 'active' }, origin)).status).to.equal(200);
    const [ad] = (await rosa.get<Ad[]>('/api/ads?placement=header')).json;
    const before = await scrape();
    const event = (kind: string) => rosa.send<AdEventResult>('POST', `/api/ads/${ad!.id}/${kind}`, { token: ad!.token }, origin);
    expect((await event('impression')).json.billed).to.equal(true);
    expect((await event('click')).json.billed).to.equal(true);
    const after = await scrape();
    const spent = (event: string) =>
      after.count('tightlines_ad_spend_micros_total', { event }) - before.count('tightlines_ad_spend_micros_total', { event });
    expect(spent('impression')).to.equal(2_000); // a CPM of 2.00 is 0.002 an impression
    expect(spent('click')).to.equal(500_000);
  });

  it("shows the job queue's and the event relay's backlog and the age of their oldest due work", async () => {
    const idle = await scrape();
    expect(idle.value('tightlines_job_queue_jobs', { state: 'due' })).to.equal(0);
    expect(idle.value('tightlines_job_queue_oldest_due_seconds')).to.equal(0);
    expect(idle.value('tightlines_event_relay_lag_seconds')).to.equal(0);
    // Work no process here can do (a task and a reaction nobody has), due a minute ago: it waits.
    await db.query(
      `select graphile_worker.add_job('nobody.has-this-task', '{}'::json, run_at => now() - interval '1 minute', job_key => 'metrics-test')`,
    );
    const event = await db.query<{ id: string }>(
      `insert into domain_events (id, type, payload) values (gen_random_uuid(), 'test.Nothing', '{}') returning id`,
    );
    await db.query(`insert into event_deliveries (event_id, reaction, run_at) values ($1, 'nobody.reacts', now() - interval '2 minutes')`, [
      event.rows[0]!.id,
    ]);
    await db.query(`insert into event_deliveries (event_id, reaction, attempts) values ($1, 'nobody.reacts', ${MAX_ATTEMPTS})`, [
      event.rows[0]!.id,
    ]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the reading one scrape shares
      const waiting = await scrape();
      expect(waiting.value('tightlines_job_queue_jobs', { state: 'due' })).to.equal(1);
      expect(waiting.value('tightlines_job_queue_oldest_due_seconds')).to.be.within(55, 600);
      expect(waiting.value('tightlines_event_deliveries', { state: 'due' })).to.equal(1);
      expect(waiting.value('tightlines_event_deliveries', { state: 'failed' })).to.equal(1);
      expect(waiting.value('tightlines_event_relay_lag_seconds')).to.be.within(115, 600);
    } finally {
      await db.query(`select graphile_worker.remove_job('metrics-test')`);
      await db.query(`delete from event_deliveries where reaction = 'nobody.reacts'`);
    }
  });
});
