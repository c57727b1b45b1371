import { expect } from 'chai';
import pg from 'pg';
import { pino } from 'pino';
import { AnglerPage, DirectorySpot, HeatSpot, Participant, Profile, Spot, SpotTip, Tournament } from '@tightlines/contracts';
import { loadConfig } from '../../src/platform/config/config.ts';
import { startServer } from '../../src/server.ts';
import { signInAsDemoAngler, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { DEMO_OPERATOR } from '../../src/seed/demo-operator.ts';
import { DEMO_MARK } from '../../src/seed/demo-anglers.ts';

describe('demo data (DEMO_DATA=true on an empty database)', function () {
  // The whole demo is written at start-up (thousands of rows through the use cases): seconds alone,
  // minutes on busy cores. The bound only ends a hang.
  this.timeout(600_000);
  let app: TestApp;
  let db: pg.Client;
  let visitor: Angler;
  before(async () => {
    app = await startTestApp({ env: { DEMO_DATA: 'true' } });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    visitor = await anAngler(app, 'Curious Newcomer');
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const counts = async () =>
    Object.fromEntries(
      (await db.query<{ kind: string; n: number }>('select kind, count(*)::int as n from demo_rows group by kind')).rows.map((r) => [
        r.kind,
        r.n,
      ]),
    );

  it('offers real fishing spots with their coordinates, busiest first', async () => {
    const spots = Spot.array().parse((await visitor.get('/api/spots/with-trips?limit=50')).json);
    expect(spots.length).to.be.greaterThanOrEqual(40);
    expect(spots.find((s) => s.name === 'Lake Tahoe')).to.include({ location: 'Lake Tahoe, CA', latitude: 39.0968, longitude: -120.0324 });
    expect(spots[0]!.totalTrips).to.be.greaterThan(0);
    expect(spots.map((s) => s.totalTrips)).to.deep.equal([...spots.map((s) => s.totalTrips)].sort((a, b) => b - a));
  });

  it('brings the spots alive on the first start: heat at every range, described and rated spots, voted tips, recent conditions', async () => {
    for (const range of ['24h', '7d', '30d', '90d']) {
      const heat = HeatSpot.array().parse((await visitor.get(`/api/spots/heatmap?timeRange=${range}`)).json);
      expect(heat.filter((s) => s.totalTrips > 0).length, range).to.be.greaterThan(range === '24h' ? 3 : 15);
    }
    const tahoe = DirectorySpot.array()
      .parse((await visitor.get('/api/spots?search=tahoe')).json)
      .find((s) => s.id === 'lake-tahoe')!;
    expect(tahoe.totalRatings).to.be.greaterThan(0);
    expect(tahoe.description).to.be.a('string');
    expect(tahoe.species).to.include('Lake Trout');
    const tips = SpotTip.array().parse((await visitor.get('/api/spots/lake-tahoe/tips')).json);
    expect(tips.some((t) => t.upvotes + t.downvotes > 0)).to.equal(true);
    expect(((await visitor.get('/api/spots/lake-tahoe/conditions/recent')).json as unknown[]).length).to.be.greaterThan(0);
  });

  it('has anglers marked as demo, with locally served pictures, catches, trips and mates', async () => {
    const page = AnglerPage.parse((await visitor.get('/api/users/search?q=rosa')).json);
    const rosa = page.items.find((a) => a.displayName === 'Rosa Delgado')!;
    expect(rosa.bio).to.match(new RegExp(`${DEMO_MARK.replace(/[()]/g, '\\$&')}$`));
    expect(rosa.profileImageUrl).to.match(/^\/media\//);
    const picture = await visitor.request(rosa.profileImageUrl!);
    expect(picture.status).to.equal(200);
    expect(picture.headers.get('content-type')).to.match(/^image\//);
    const profile = Profile.parse((await visitor.get(`/api/profile/${rosa.id}`)).json);
    expect(profile.counts.posts).to.be.greaterThan(0);
    expect(profile.counts.trips).to.be.greaterThan(0);
    expect(profile.counts.mates).to.be.greaterThan(0);
  });

  it("shows demo catches with their angler's name and picture (the cards reached posts' copy as a sign-up's do)", async () => {
    const grid = (
      await visitor.get<{ items: Array<{ userDisplayName: string | null; userProfileImage: string | null }> }>(
        `/api/posts?location=${encodeURIComponent('Lake Tahoe')}`,
      )
    ).json;
    expect(grid.items.length).to.be.greaterThan(0);
    for (const post of grid.items) {
      expect(post.userDisplayName).to.be.a('string').and.not.equal('');
      expect(post.userProfileImage).to.match(/^\/media\//);
    }
  });

  it("shows each demo tournament participant with their angler's picture", async () => {
    const tournaments = Tournament.array().parse((await visitor.get('/api/tournaments')).json);
    const open = tournaments.find((t) => t.title === 'Lake Tahoe Summer Trout Open')!;
    const participants = Participant.array().parse((await visitor.get(`/api/tournaments/${open.id}/participants`)).json);
    expect(participants).to.have.length(9);
    for (const p of participants) expect(p.profileImageUrl, p.participantName ?? p.userId).to.match(/^\/media\//);
  });

  it('gives demo anglers notifications of every kind the community makes, the last day’s unread', async () => {
    const { rows } = await db.query<{ kind: string; n: number; unread: number }>(
      'select kind, count(*)::int as n, count(*) filter (where read_at is null)::int as unread from notifications group by kind',
    );
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    for (const kind of [
      'new_follower',
      'question_answered',
      'question_liked',
      'answer_accepted',
      'new_message',
      'group_join_request',
      'group_invitation',
    ]) {
      expect(byKind[kind]?.n ?? 0, kind).to.be.greaterThan(0);
    }
    expect(rows.reduce((n, r) => n + r.unread, 0)).to.be.greaterThan(0);
    const stale = await db.query(
      "select count(*)::int as n from notifications where read_at is null and created_at < now() - interval '25 hours'",
    );
    expect(stale.rows[0].n, 'older ones are read').to.equal(0);
    // Those of the community are listed as demo rows; follows and catch likes come through their events, for demo anglers only.
    const marked = await db.query(
      "select count(*)::int as n from notifications where id::text in (select id from demo_rows where kind = 'notification')",
    );
    expect(marked.rows[0].n).to.be.greaterThan(20);
    const strangers = await db.query(
      "select count(*)::int as n from notifications where recipient_id::text not in (select id from demo_rows where kind = 'angler')",
    );
    expect(strangers.rows[0].n).to.equal(0);
  });

  it('has one demo operator a newcomer can sign in as, who reaches the console and finds the grant in the audit log', async () => {
    const operator = await signInAsDemoAngler(app, DEMO_OPERATOR.slug);
    const me = await operator.get<{ id: string; displayName: string }>('/api/auth/user');
    expect(me.json.displayName).to.equal('Demo Operator');
    expect((await operator.get('/api/moderation/role')).json).to.deep.equal({ operator: true });
    const audit = await operator.get<{ items: Array<{ event: string; subject: { id: string } | null; operator: unknown }> }>(
      '/api/operator/audit',
    );
    expect(audit.status).to.equal(200);
    const granted = audit.json.items.filter((e) => e.event === 'operator_granted');
    expect(granted.map((e) => [e.subject, e.operator])).to.deep.equal([[{ id: me.json.id, displayName: 'Demo Operator' }, null]]);
    expect((await visitor.get('/api/moderation/role')).json).to.deep.equal({ operator: false });
  });

  it('lists every demo row it made', async () => {
    const made = await counts();
    expect(made.angler).to.equal(37); // 36 anglers and the demo operator
    expect(made.spot).to.be.greaterThanOrEqual(40);
    expect(made.trip).to.be.greaterThan(150);
    expect(made.post).to.be.greaterThan(150);
    const { rows } = await db.query(
      'select count(*)::int as n from users where id::text not in (select id from demo_rows where kind = $1)',
      ['angler'],
    );
    expect(rows[0].n).to.equal(1); // only the newcomer is real
  });

  it('never seeds twice: a restart on a database with anglers adds nothing', async () => {
    const before = await counts();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: app.databaseUrl,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'silent',
      MEDIA_DIR: app.config.media.mode === 'local' ? app.config.media.dir : '.data/media',
    });
    const again = await startServer(config, { log: pino({ level: 'silent' }) });
    await again.close();
    expect(await counts()).to.deep.equal(before);
  });
});
