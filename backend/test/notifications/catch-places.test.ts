import { expect } from 'chai';
import type { NotificationPage, Post } from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { LiveClient } from './live-client.ts';

/** Regular limits (anglers joined two days before the app's clock). */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));
const WORDS = 'Secret cove below the dam';
const EXACT = { latitude: 39.131234, longitude: -120.004321 };
/** Anything of the catch's place: its words and its coordinates to 0.01° (its gazetteer town is checked as shared). */
const PLACE = /Secret cove|39\.13|120\.00/i;

/**
 * The bell and the live stream tell of a catch without its place: no notification or live event
 * carries a catch's words, coordinates or town, to its angler, a mate or anyone else. A new kind
 * about a shared catch would have to carry its place shielded per receiving viewer; this fails first.
 */
describe('notifications and live events carry no catch place', () => {
  let app: TestApp;
  let rosa: Angler; // the angler
  let max: Angler; // her mate
  let sam: Angler; // a stranger who follows her
  const streams: LiveClient[] = [];

  before(async () => {
    app = await startTestApp({ clock });
    [rosa, max, sam] = await Promise.all(['Rosa Rivers', 'Max Mate', 'Sam Stranger'].map((n) => anAngler(app, n)));
    await mates(rosa, max);
  });
  after(async () => {
    await Promise.all(streams.map((s) => s.close()));
    await app?.close();
  });

  it('tells of follows and likes of a hidden catch with no words, point or town, on the bell and the stream', async () => {
    const [rosaLive, maxLive, samLive] = [rosa, max, sam].map((a) => new LiveClient(a));
    streams.push(rosaLive, maxLive, samLive);
    await Promise.all(streams.map((s) => s.open()));
    const res = await rosa.send<Post>('POST', '/api/posts', {
      ...aCatch().of('rainbow-trout').at(WORDS, EXACT.latitude, EXACT.longitude).saying('A fine trout').payload(),
      publicPrecision: 'hidden',
      matesPrecision: '1km',
    });
    expect(res.status, res.text).to.equal(201);
    const town = res.json.placeName;
    await follows(sam, rosa);
    await max.send('POST', `/api/posts/${res.json.id}/like`);
    await sam.send('POST', `/api/posts/${res.json.id}/like`);
    const told = await rosaLive.waitFor(3);
    expect(told.map((e) => e.event)).to.deep.equal(['notification', 'notification', 'notification']);
    for (const [who, angler, live] of [
      ['rosa', rosa, rosaLive],
      ['max', max, maxLive],
      ['sam', sam, samLive],
    ] as const) {
      const bell = await angler.get<NotificationPage>('/api/notifications?limit=50');
      expect(JSON.stringify(bell.json), `${who}'s bell`).to.not.match(PLACE);
      expect(JSON.stringify(live.events), `${who}'s stream`).to.not.match(PLACE);
      if (town) expect(JSON.stringify([bell.json, live.events]), `${who}: the town`).to.not.include(town);
    }
    expect((await rosa.get<NotificationPage>('/api/notifications?limit=50')).json.items.map((n) => n.text)).to.have.members([
      'Max Mate started following you',
      'Sam Stranger started following you',
      'Max Mate liked your catch',
      'Sam Stranger liked your catch',
    ]);
  });

  it('tells nobody who is not signed in anything: no bell, no stream', async () => {
    const visitor = new HttpClient(app.url);
    for (const path of ['/api/notifications', '/api/notifications/unread-count', '/api/live'])
      expect((await visitor.get(path)).status, path).to.equal(401);
  });
});
