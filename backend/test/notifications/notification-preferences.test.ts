import { expect } from 'chai';
import type { NotificationPage, NotificationPreferences } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { signIn } from '../support/sign-in.ts';
import { HttpClient } from '../support/http-client.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';

/** Regular limits (anglers joined two days before the app's clock). */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));
const ALL_ON: NotificationPreferences = { followers: true, likes: true, forum: true, messages: true, groups: true, tournaments: true };
const PATH = '/api/settings/notifications';

/**
 * An angler chooses which topics they are told of, kept with their account: a topic switched off
 * writes no notification (and so no bell, no live event) from the next cause on; the others go on;
 * switching it back on tells of what comes after. Bad input is a 400 that changes nothing.
 */
describe('notifications: each angler chooses what they are told of', () => {
  let app: TestApp;
  let rosa: Angler;

  const kindsOf = async (angler: Angler) =>
    (await angler.get<NotificationPage>('/api/notifications?limit=50')).json.items.map((n) => [n.kind, n.actorId]);

  before(async () => {
    app = await startTestApp({ clock });
    rosa = await anAngler(app, 'Rosa Rivers');
  });
  after(async () => {
    await app?.close();
  });

  it('starts with every topic on, and another sign-in of the same angler reads what was chosen', async () => {
    expect((await rosa.get<NotificationPreferences>(PATH)).json).to.deep.equal(ALL_ON);
    const put = await rosa.send<NotificationPreferences>('PUT', PATH, { ...ALL_ON, likes: false, groups: false });
    expect(put.status, put.text).to.equal(200);
    expect(put.json).to.deep.equal({ ...ALL_ON, likes: false, groups: false });
    const laptop = await signIn(app, 'Rosa Rivers');
    expect((await laptop.get<NotificationPreferences>(PATH)).json).to.deep.equal({ ...ALL_ON, likes: false, groups: false });
    const other = await anAngler(app, 'Oli Other');
    expect((await other.get<NotificationPreferences>(PATH)).json, "another angler's own choice").to.deep.equal(ALL_ON);
  });

  it('writes nothing of a topic switched off, goes on telling of the others, and tells again once it is back on', async () => {
    const angler = await anAngler(app, 'Pia Prefs');
    const [lena, max] = await Promise.all([anAngler(app, 'Lena Lake'), anAngler(app, 'Max Mate')]);
    const trout = await aCatch().by(angler);
    await angler.send('PUT', PATH, { ...ALL_ON, likes: false });

    await lena.send('POST', `/api/posts/${trout.id}/like`);
    await follows(max, angler);
    await app.settled();
    expect(await kindsOf(angler), 'the follow, not the like').to.deep.equal([['new_follower', max.id]]);

    await angler.send('PUT', PATH, ALL_ON);
    await max.send('POST', `/api/posts/${trout.id}/like`);
    await app.settled();
    expect(await kindsOf(angler)).to.deep.equal([
      ['catch_liked', max.id],
      ['new_follower', max.id],
    ]);
  });

  it('refuses a missing topic, an unknown one or a value that is not true or false with a 400 that changes nothing', async () => {
    await rosa.send('PUT', PATH, { ...ALL_ON, forum: false });
    const { tournaments: _left, ...missing } = ALL_ON;
    for (const body of [missing, { ...ALL_ON, email: true }, { ...ALL_ON, likes: 'no' }, {}, null]) {
      const res = await rosa.send('PUT', PATH, body);
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).to.equal(400);
    }
    expect((await rosa.get<NotificationPreferences>(PATH)).json).to.deep.equal({ ...ALL_ON, forum: false });
  });

  it('answers 401 to a visitor', async () => {
    const visitor = new HttpClient(app.url);
    expect((await visitor.get(PATH)).status).to.equal(401);
    expect((await visitor.send('PUT', PATH, ALL_ON)).status).to.equal(401);
  });
});
