import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import sharp from 'sharp';
import { ExportFeatureCollection, PostsExport, Profile, StoredMedia, Trip } from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { aSpot } from '../support/builders/spots.ts';
import { aPhoto as anEntryPhoto, enters, joins, organizes, verifies } from '../tournaments/builders.ts';

const aPhoto = (background: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function upload(angler: Angler, bytes: Uint8Array): Promise<StoredMedia> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'catch.jpg');
  const res = await angler.request('/api/media', { method: 'POST', body: form });
  expect(res.status).to.equal(201);
  return StoredMedia.parse(await res.json());
}

/** Every file under a directory, recursively (what the media store holds). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];

const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('identity: your data — export', () => {
  let app: TestApp;
  let rosa: Angler;
  let bo: Angler;
  let tahoe: string;
  let photo: StoredMedia;
  before(async () => {
    app = await startTestApp();
    [rosa, bo] = await Promise.all([anAngler(app, 'Export Rosa'), anAngler(app, 'Export Bo')]);
    tahoe = await aSpot(app.databaseUrl, { name: 'Lake Tahoe', location: 'Lake Tahoe, CA', latitude: 39.0968, longitude: -120.0324 });
    photo = await upload(rosa, await aPhoto('#1d4e89'));
    await aCatch()
      .of('rainbow-trout')
      .weighing(3.5)
      .measuring(18.25)
      .on('Fly')
      .withPhoto(photo.url)
      .at('Emerald Bay, CA', 39.1, -120.03)
      .by(rosa);
    await aCatch().of('lake-trout').weighing(10).private().saying('Kept this one quiet, "deep"').by(rosa);
    await rosa.send('POST', '/api/posts', { type: 'content', contentType: 'text', title: 'Knots I trust', privacy: 'public' });
    await aCatch().of('walleye').by(bo);
    const trips = [
      {
        spotId: tahoe,
        fishingSuccess: true,
        timeOfDay: 'dawn',
        shareTip: true,
        tipTitle: 'Dawn midges',
        tipContent: 'Size 20',
        tipCategory: 'bait',
      },
      {
        location: 'Hidden beaver pond',
        latitude: 39.2,
        longitude: -120.1,
        fishingSuccess: false,
        shareLocation: false,
        privacy: 'private',
      },
    ];
    for (const trip of trips) expect((await rosa.send('POST', '/api/spots/trips', trip)).status).to.equal(201);
  });
  after(() => app?.close());

  const download = (angler: HttpClient, file: string) => angler.request(`/api/account/export/${file}`);

  it('downloads my catches as CSV — private ones too, sizes, places as saved, the photo as a full link — and no content posts', async () => {
    const res = await download(rosa, 'catches.csv');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/csv/);
    expect(res.headers.get('content-disposition')).to.equal('attachment; filename="tightlines-catches.csv"');
    const [header, ...rows] = csvRows(await res.text());
    expect(header!.slice(0, 6)).to.deep.equal(['id', 'caught_at', 'species', 'species_slug', 'weight_lbs', 'length_in']);
    expect(rows).to.have.length(2);
    const trout = rows.find((r) => r[3] === 'rainbow-trout')!;
    expect(trout.slice(2, 7)).to.deep.equal(['Rainbow Trout', 'rainbow-trout', '3.5', '18.25', 'Fly']);
    expect(trout).to.include(new URL(photo.url, app.url).toString());
    // The conditions columns follow; empty here (the test's weather service is a closed port, so the lookup waits to retry).
    expect(header!.slice(-3)).to.deep.equal(['solunar', 'light', 'tide']);
    expect(rows.find((r) => r[3] === 'lake-trout')).to.include('private');
  });

  it('downloads my catches as GeoJSON at the exact places I saved them (longitude first), whatever others may see of them', async () => {
    const geo = ExportFeatureCollection.parse(await (await download(rosa, 'catches.geojson')).json());
    const trout = geo.features.find((f) => f.properties.species === 'Rainbow Trout')!;
    expect(trout.geometry).to.deep.equal({ type: 'Point', coordinates: [-120.03, 39.1] });
    expect(geo.features.find((f) => f.properties.species === 'Lake Trout')!.geometry).to.equal(null);
  });

  it('downloads my trips as CSV and GeoJSON with everything I logged, hidden places and tips included', async () => {
    const [header, ...rows] = csvRows(await (await download(rosa, 'trips.csv')).text());
    expect(header).to.include.members(['spot', 'location', 'latitude', 'longitude', 'successful', 'privacy', 'tip_title']);
    expect(rows).to.have.length(2);
    const at = (name: string) => header!.indexOf(name);
    const pond = rows.find((r) => r[at('location')] === 'Hidden beaver pond')!;
    expect([pond[at('latitude')], pond[at('privacy')], pond[at('share_location')]]).to.deep.equal(['39.2', 'private', 'false']);
    expect(rows.find((r) => r[at('spot')] === 'Lake Tahoe')![at('tip_title')]).to.equal('Dawn midges');
    const geo = ExportFeatureCollection.parse(await (await download(rosa, 'trips.geojson')).json());
    expect(geo.features.map((f) => f.geometry?.coordinates)).to.deep.include([-120.1, 39.2]);
  });

  it('downloads my posts with their media links, and only mine', async () => {
    const json = PostsExport.parse(await (await download(rosa, 'posts.json')).json());
    expect(json.posts).to.have.length(3);
    expect(json.posts.map((p) => p.imageUrl)).to.include(new URL(photo.url, app.url).toString());
    expect(json.posts.map((p) => p.title)).to.include('Knots I trust');
    const bos = PostsExport.parse(await (await download(bo, 'posts.json')).json());
    expect(bos.posts.map((p) => p.species)).to.deep.equal(['walleye']);
  });

  it('asks a visitor to sign in and refuses a file it does not make (400)', async () => {
    expect((await download(new HttpClient(app.url), 'catches.csv')).status).to.equal(401);
    expect((await download(rosa, 'catches.xlsx')).status).to.equal(400);
  });
});

describe('identity: your data — deleting an account', () => {
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler;
  let bo: Angler;
  let tahoe: string;
  let rosaId: string;
  let mediaDir: string;
  let bosCatch: string;
  let bosTip: string;
  let rosasPhoto: StoredMedia;
  let bosPhoto: StoredMedia;
  let rosasQuestion: string;
  let bosQuestion: string;
  let rosasClub: string;
  let bosClub: string;
  let bosOpen: string;
  let rosasCup: string;

  before(async () => {
    app = await startTestApp();
    if (app.config.media.mode !== 'local') throw new Error('expected local media');
    mediaDir = app.config.media.dir;
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [rosa, bo] = await Promise.all([anAngler(app, 'Leaving Rosa'), anAngler(app, 'Staying Bo')]);
    rosaId = rosa.id;
    await mates(rosa, bo);
    tahoe = await aSpot(app.databaseUrl, { name: 'Lake Tahoe', location: 'Lake Tahoe, CA', latitude: 39.0968, longitude: -120.0324 });
    [rosasPhoto, bosPhoto] = [await upload(rosa, await aPhoto('#1d4e89')), await upload(bo, await aPhoto('#b5651d'))];
    const rosasCatch = (await aCatch().of('rainbow-trout').weighing(3).withPhoto(rosasPhoto.url).at('Emerald Bay', 39.1, -120.03).by(rosa))
      .id;
    // Shared through the UI's way, with an Idempotency-Key: the platform keeps its answer for a day.
    const keyed = await rosa.send(
      'POST',
      '/api/posts',
      { type: 'catch', privacy: 'mates', catchDetails: { species: 'brown-trout' } },
      {
        'Idempotency-Key': 'rosa-brown-trout-0001',
      },
    );
    expect(keyed.status, keyed.text).to.equal(201);
    bosCatch = (await aCatch().of('walleye').withPhoto(bosPhoto.url).by(bo)).id;
    // Rosa's marks on what others own: a like, a rating, a vote on Bo's tip; theirs on hers.
    expect((await rosa.send('POST', `/api/posts/${bosCatch}/like`)).status).to.equal(200);
    expect((await bo.send('POST', `/api/posts/${rosasCatch}/like`)).status).to.equal(200);
    const bosTrip = Trip.parse(
      (
        await bo.send('POST', '/api/spots/trips', {
          spotId: tahoe,
          fishingSuccess: true,
          shareTip: true,
          tipTitle: 'Bo says',
          tipContent: 'Go deep',
          tipCategory: 'technique',
        })
      ).json,
    );
    bosTip = bosTrip.tip!.id;
    const rosasTrip = Trip.parse(
      (
        await rosa.send('POST', '/api/spots/trips', {
          spotId: tahoe,
          fishingSuccess: true,
          timeOfDay: 'dawn',
          shareTip: true,
          tipTitle: 'Rosa says',
          tipContent: 'Go shallow',
          tipCategory: 'bait',
        })
      ).json,
    );
    await rosa.send('POST', '/api/spots/trips', { location: 'Hidden pond', latitude: 39.2, longitude: -120.1, fishingSuccess: false });
    expect((await rosa.send('PUT', `/api/spots/${tahoe}/rating`, { rating: 2 })).status).to.equal(200);
    expect((await bo.send('PUT', `/api/spots/${tahoe}/rating`, { rating: 5 })).status).to.equal(200);
    expect((await rosa.send('POST', `/api/tips/${bosTip}/vote`, { voteType: 'downvote' })).status).to.equal(200);
    expect((await bo.send('POST', `/api/tips/${rosasTrip.tip!.id}/vote`, { voteType: 'upvote' })).status).to.equal(200);
    // The community: a question each, answers and likes across, Bo accepts Rosa's answer; a conversation.
    const ask = async (angler: Angler, title: string) => {
      const res = await angler.send<{ id: string }>('POST', '/api/forum/questions', {
        title,
        content: 'What works here?',
        category: 'techniques',
      });
      expect(res.status, res.text).to.equal(201);
      return res.json.id;
    };
    const answer = async (angler: Angler, questionId: string) => {
      const res = await angler.send<{ id: string }>('POST', '/api/forum/answers', { questionId, content: 'Slow down and fish deep.' });
      expect(res.status, res.text).to.equal(201);
      return res.json.id;
    };
    rosasQuestion = await ask(rosa, 'Rosa asks about dawn bites');
    bosQuestion = await ask(bo, 'Bo asks about jigging');
    await answer(bo, rosasQuestion);
    const rosasAnswer = await answer(rosa, bosQuestion);
    expect((await rosa.send('POST', `/api/forum/questions/${bosQuestion}/like`)).status).to.equal(200);
    expect((await bo.send('POST', `/api/forum/questions/${rosasQuestion}/like`)).status).to.equal(200);
    expect((await bo.send('POST', `/api/forum/questions/${bosQuestion}/accept`, { answerId: rosasAnswer })).status).to.equal(200);
    for (const [from, to] of [
      [rosa, bo],
      [bo, rosa],
    ] as const) {
      const sent = await from.send('POST', '/api/messages', { recipientId: to.id, content: `Hi from ${from === rosa ? 'Rosa' : 'Bo'}` });
      expect(sent.status, sent.text).to.equal(201);
    }
    // Groups (one new group on a first day): Rosa's club passes to Bo, its other member; she chats in Bo's.
    const group = async (angler: Angler, name: string) => {
      const res = await angler.send<{ id: string }>('POST', '/api/groups', { name, type: 'club', privacy: 'public' });
      expect(res.status, res.text).to.equal(201);
      return res.json.id;
    };
    rosasClub = await group(rosa, 'Rosa’s Dawn Club');
    bosClub = await group(bo, 'Bo’s Jig Club');
    expect((await bo.send('POST', `/api/groups/${rosasClub}/join`)).status).to.equal(200);
    expect((await rosa.send('POST', `/api/groups/${bosClub}/join`)).status).to.equal(200);
    const said = await rosa.send('POST', `/api/groups/${bosClub}/messages`, { content: 'Tight lines, club!' });
    expect(said.status, said.text).to.equal(201);
    const picture = `data:image/jpeg;base64,${(await aPhoto('#2e8b57')).toString('base64')}`;
    expect((await rosa.send('PATCH', `/api/profile/${rosaId}`, { profileImageUrl: picture })).status).to.equal(200);
  });
  // Tournaments (on the real clock): Rosa joins Bo's open, starting in a moment, and lands a verified catch with a
  // photo; she organises a cup next month that Bo joins.
  before(async () => {
    const start = new Date(Date.now() + 2_500);
    const open = await organizes(bo, {
      title: 'Bo’s Sunrise Open',
      startDate: start.toISOString(),
      registrationDeadline: start.toISOString(),
      endDate: new Date(start.getTime() + 86_400_000).toISOString(),
    });
    bosOpen = open.id;
    await joins(rosa, open);
    const month = Date.now() + 30 * 86_400_000;
    const cup = await organizes(rosa, {
      title: 'Rosa’s Autumn Cup',
      startDate: new Date(month).toISOString(),
      registrationDeadline: new Date(month - 86_400_000).toISOString(),
      endDate: new Date(month + 86_400_000).toISOString(),
    });
    rosasCup = cup.id;
    await joins(bo, cup);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start.getTime() - Date.now() + 100)));
    await verifies(bo, open, await enters(rosa, open, { weight: 4.2, photoDataUrl: await anEntryPhoto(11) }));
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const row = async (text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0];

  it('refuses a deletion without the typed confirmation (400 with the message) and changes nothing', async () => {
    for (const body of [{}, { confirmation: 'delete' }, { confirmation: 'yes' }]) {
      const res = await rosa.send<{ message: string }>('POST', '/api/account/delete', body);
      expect(res.status).to.equal(400);
      expect(res.text).to.contain('Type DELETE to confirm');
    }
    expect((await rosa.get('/api/auth/user')).status).to.equal(200);
    expect(await row('select count(*)::int as n from posts where author_id = $1', [rosaId])).to.deep.equal({ n: 2 });
  });

  it('deletes the account after DELETE is typed: signed out at once, on every device', async () => {
    const otherDevice = await anAngler(app, 'Leaving Rosa');
    expect(otherDevice.id).to.equal(rosaId);
    const res = await rosa.send('POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(res.status, res.text).to.equal(204);
    expect((await rosa.get('/api/auth/user')).status).to.equal(401);
    await new Promise((resolve) => setTimeout(resolve, 5_200)); // past SESSION_CACHE_SECONDS, the other device's cached session
    expect((await otherDevice.get('/api/auth/user')).status).to.equal(401);
  });

  it('leaves nothing of the angler in any table of any module', async () => {
    // Every column of every table that can hold an id, from the catalogue — whichever module owns it.
    const { rows: columns } = await db.query(`select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and data_type in ('uuid', 'text', 'character varying', 'jsonb', 'json', 'ARRAY')
      order by table_name, column_name`);
    const tables = new Set(columns.map((c) => c.table_name as string));
    for (const owned of [
      'users',
      'follows',
      'sessions',
      'posts',
      'post_likes',
      'home_timelines',
      'trips',
      'spot_tips',
      'spot_ratings',
      'spot_tip_votes',
      'trip_entries',
    ]) {
      expect(tables, 'the catalogue lists every module’s tables').to.include(owned);
    }
    // The outbox keeps events as they happened (AnglerDeleted names the angler: that is how every module learns of it).
    const EVENTS = new Set(['domain_events', 'handled_events']);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      if (EVENTS.has(table)) continue;
      const hit = await row(`select count(*)::int as n from "${table}" where position($1 in "${column}"::text) > 0`, [rosaId]);
      if (hit.n > 0) found.push(`${table}.${column}: ${hit.n}`);
    }
    expect(found, 'rows still naming the deleted angler').to.deep.equal([]);
  });

  it("removes the angler's photos and their thumbnails from the media store, and keeps everyone else's", async () => {
    const files = filesUnder(mediaDir).map((f) => `/media/${f.split(path.sep).join('/')}`);
    expect(files).not.to.include(rosasPhoto.url);
    expect(files).not.to.include(rosasPhoto.thumbnailUrl);
    expect(files.filter((f) => f.startsWith('/media/photos/')).sort()).to.deep.equal([bosPhoto.url, bosPhoto.thumbnailUrl].sort());
  });

  it("keeps everyone else's counters exact: likes, the spot's trips and rating, tip votes, profile figures", async () => {
    expect(await row('select likes from posts where id = $1', [bosCatch])).to.deep.equal({ likes: 0 });
    expect(
      await row('select total_trips, successful_trips, successful_anglers, rating_sum, rating_count from spots where id = $1', [tahoe]),
    ).to.deep.equal({
      total_trips: 1,
      successful_trips: 1,
      successful_anglers: 1,
      rating_sum: 5,
      rating_count: 1,
    });
    expect(await row('select upvotes, downvotes from spot_tips where id = $1', [bosTip])).to.deep.equal({ upvotes: 0, downvotes: 0 });
    const profile = Profile.parse((await bo.get(`/api/profile/${bo.id}`)).json);
    expect(profile.counts).to.include({ posts: 1, trips: 1, mates: 0 });
    const days = await row(
      'select coalesce(sum(trips), 0)::int as trips, coalesce(sum(dawn), 0)::int as dawn from spot_activity_days where spot_id = $1',
      [tahoe],
    );
    expect(days).to.deep.equal({ trips: 1, dawn: 0 });
    expect(
      await row('select answer_count, like_count, accepted_answer_id from forum_questions where id = $1', [bosQuestion]),
    ).to.deep.equal({
      answer_count: 0,
      like_count: 0,
      accepted_answer_id: null,
    });
    expect(await row(`select questions from forum_category_counts where category = 'techniques'`)).to.deep.equal({ questions: 1 });
    expect(await row('select count(*)::int as n from forum_questions where id = $1', [rosasQuestion])).to.deep.equal({ n: 0 });
    expect((await bo.get<unknown[]>('/api/conversations')).json).to.deep.equal([]);
    expect(await row('select owner_id, creator_id, member_count from groups where id = $1', [rosasClub])).to.deep.equal({
      owner_id: bo.id,
      creator_id: bo.id,
      member_count: 1,
    });
    expect(await row(`select role from group_members where group_id = $1`, [rosasClub])).to.deep.equal({ role: 'owner' });
    expect(await row('select member_count from groups where id = $1', [bosClub])).to.deep.equal({ member_count: 1 });
    // Tournaments: Bo's open keeps her place, anonymised; her upcoming cup is cancelled (nobody left to run it).
    const leaderboard = (await bo.get<Array<{ participantName: string | null; userId: string }>>(`/api/tournaments/${bosOpen}/leaderboard`))
      .json;
    expect(leaderboard.map((r) => r.participantName)).to.deep.equal(['Deleted angler']);
    expect(await row('select participant_count from tournaments where id = $1', [bosOpen])).to.deep.equal({ participant_count: 1 });
    expect(
      await row('select organizer_name, cancelled_at is not null as cancelled, participant_count from tournaments where id = $1', [
        rosasCup,
      ]),
    ).to.deep.equal({
      organizer_name: 'Deleted angler',
      cancelled: true,
      participant_count: 1,
    });
    expect((await bo.get(`/api/profile/${rosaId}`)).status).to.equal(404);
    expect((await bo.get('/api/posts/feed')).json).to.satisfy(
      (page: { items: Array<{ userId: string }>; trips: Array<{ userId: string }> }) =>
        [...page.items, ...page.trips].every((x) => x.userId !== rosaId),
    );
  });

  it('starts a new angler when the same provider identity signs in again', async () => {
    const again = await anAngler(app, 'Leaving Rosa');
    expect(again.id).not.to.equal(rosaId);
    const profile = Profile.parse((await again.get(`/api/profile/${again.id}`)).json);
    expect(profile.counts).to.include({ posts: 0, catches: 0, trips: 0, mates: 0 });
  });
});
