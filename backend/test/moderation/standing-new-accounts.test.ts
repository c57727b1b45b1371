import { expect } from 'chai';
import type { Context } from 'koa';
import { FORUM_MESSAGES, moderationRoutes, type ErrorBody, type Question } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { LimitsToken, type Limits } from '../../src/platform/limits/limits.ts';
import { LimitReached } from '../../src/platform/limits/postgres-limits.ts';
import { NEWCOMER_LIMITS, newcomerLimits } from '../../src/platform/limits/newcomer-limits.ts';

const DAY = 86_400_000;

/**
 * New accounts (their first 24 hours: joined by the system's time, judged by the app's clock, which
 * starts now) post no links in the forum; a day later they may.
 */
describe('moderation: links from new accounts in the forum', () => {
  let app: TestApp;
  const clock = new ManualClock(new Date());
  let rosa: Angler;
  let question: Question;

  before(async function () {
    this.timeout(60_000);
    clock.set(new Date()); // now, not when the file was loaded
    app = await startTestApp({ clock });
    rosa = await anAngler(app, 'Rosa Regular');
    const asked = await rosa.send<Question>('POST', '/api/forum/questions', {
      title: 'Where to buy tungsten jigs?',
      content: 'Mine came from the tackle box in town',
      category: 'equipment',
    });
    expect(asked.status, asked.text).to.equal(201);
    question = asked.json;
  });
  after(() => app?.close());

  const answer = (angler: Angler, content: string) =>
    angler.send<ErrorBody>('POST', '/api/forum/answers', { questionId: question.id, content });

  it('refuses a new account’s answer with a link, saying when links are welcome; the same words without it go through', async () => {
    const newcomer = await anAngler(app, 'Nina Newcomer');
    for (const link of ['Try https://jigs.example/tungsten', 'www.jigdeals.example has them', 'bestjigs.com ships fast']) {
      const refused = await answer(newcomer, link);
      expect(refused.status, link).to.equal(422);
      expect(refused.json).to.include({ code: 'LINKS_AFTER_FIRST_DAY', message: FORUM_MESSAGES.linksAfterFirstDay });
    }
    expect((await answer(newcomer, 'A 3.5 lb bass took a 1/4 oz jig, e.g. the black one')).status).to.equal(201);
  });

  it('refuses a new account’s question with a link in its title or its words', async () => {
    const newcomer = await anAngler(app, 'Ned Newcomer');
    const ask = (title: string, content: string) =>
      newcomer.send<ErrorBody>('POST', '/api/forum/questions', { title, content, category: 'general' });
    expect((await ask('Cheap rods at rodsale.net', 'Look')).status).to.equal(422);
    expect((await ask('Cheap rods?', 'Look at http://rods.example')).status).to.equal(422);
    expect((await ask('Cheap rods?', 'Where do you buy yours?')).status).to.equal(201);
  });

  it('lets the same angler post links once their account is a day old', async () => {
    const newcomer = await anAngler(app, 'Otto Onboarding');
    expect((await answer(newcomer, 'See https://jigs.example')).status).to.equal(422);
    clock.set(new Date(Date.now() + DAY + 60_000)); // a day after they joined, by the system's time
    expect((await answer(newcomer, 'See https://jigs.example')).status).to.equal(201);
    expect((await answer(rosa, 'Also www.jigdeals.example')).status).to.equal(201);
  });
});

/** Newcomers' limits where the owning module counts nothing (platform/limits/newcomer-limits.ts), on the app's own limits and tenures. */
describe('moderation: newcomers’ limits over the route table', () => {
  let app: TestApp;
  const clock = new ManualClock(new Date());

  before(async function () {
    this.timeout(60_000);
    clock.set(new Date()); // now, not when the file was loaded
    app = await startTestApp({ clock });
  });
  after(() => app?.close());

  it('counts a new account’s reports (10 on their first day), saying why; a day later it counts nothing', async () => {
    const nina = await anAngler(app, 'Nina Reporter');
    const limits = await app.inContext(async (get) => get<Limits>(LimitsToken));
    const count = newcomerLimits(limits);
    const report = () => count(moderationRoutes.report, { state: { anglerId: nina.id } } as unknown as Context);
    expect(NEWCOMER_LIMITS.map((l) => l.policy.name)).to.include('moderation.report');
    for (let i = 0; i < 10; i++) await report();
    const refused = await report().then(
      () => expect.fail('the 11th report of a first day is refused'),
      (error: unknown) => error,
    );
    expect(refused).to.be.instanceOf(LimitReached);
    expect((refused as LimitReached).message).to.contain("You've reached the limit of 10 reports on your first day (moderation.report).");
    expect((refused as LimitReached).message).to.contain(
      'New anglers can have 10 reports on their first day; more once your account is a day old.',
    );
    clock.set(new Date(Date.now() + DAY + 60_000)); // a day after they joined, by the system's time
    for (let i = 0; i < 20; i++) await report();
  });
});
