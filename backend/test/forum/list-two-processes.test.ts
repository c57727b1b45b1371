import { expect } from 'chai';
import type { Question, QuestionSummary } from '@tightlines/contracts';
import { createTestDatabase, sameSessionOn, startTestApp, type TestApp, type TestDatabase } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { SignalsToken, type PgSignals } from '../../src/platform/signals/signals.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { acts, makeOperator } from '../moderation/support.ts';

/** Anglers here joined two days before the apps' clock: the regular limits apply. */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));

/**
 * Two app processes on one database; the second answers a list it read before from memory, and — to
 * prove the point — is deaf to every signal: what the first takes away (a question or an answer
 * hidden, an account deleted, a card changed) is gone from the second's very next list, which only
 * the forum's generation, read per request, can tell it (adapters/persistence/forum-list-pages.ts).
 * Each case lists a category of its own: the second process, deaf, would show a question asked
 * through the first only once its kept page of that category is older than its lifetime.
 */
describe('forum list: what one process takes away is gone from the other’s very next list', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const anglers: Record<'otto' | 'max' | 'ada' | 'sue', Angler> = {} as never;

  before(async function () {
    this.timeout(90_000);
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) apps.push(await startTestApp({ database, clock }));
    await apps[1]!.inContext((get) => get<PgSignals>(SignalsToken).stop());
    const names = { otto: 'Otto Overseer', max: 'Max Mouth', ada: 'Ada Angler', sue: 'Sue Lister' };
    for (const [key, name] of Object.entries(names)) anglers[key as keyof typeof names] = await anAngler(apps[0]!, name);
    await makeOperator(apps[0]!, anglers.otto);
  });
  after(async () => {
    for (const app of apps.reverse()) await app.close();
    await database?.drop();
  });

  /** An operator's decision through the first process. */
  const moderate = (action: 'hide' | 'unhide', kind: string, itemId: string) =>
    acts(anglers.otto, { kind, itemId, action, ruleId: 'no-spam' });
  /** A question asked through the first process (a second later than the one before). */
  const asked = async (angler: Angler, title: string, category: string) => {
    const res = await angler.send<Question>('POST', '/api/forum/questions', { title, content: `${title}?`, category });
    expect(res.status, res.text).to.equal(201);
    clock.advance(1000);
    return res.json;
  };
  /** The category's list as the angler sees it through the second process; `times` 2: the second answer is remembered. */
  const listedOnB = async (angler: Angler, category: string, times = 1): Promise<QuestionSummary[]> => {
    const res = await sameSessionOn(apps[1]!, angler).get<QuestionSummary[]>(`/api/forum/questions?category=${category}`);
    expect(res.status, res.text).to.equal(200);
    return times > 1 ? listedOnB(angler, category, times - 1) : res.json;
  };
  const idsOnB = async (angler: Angler, category: string, times = 1) => (await listedOnB(angler, category, times)).map((r) => r.id);

  it('a question hidden through one process is gone from the other’s remembered list at once; its asker sees it marked; shown again, it is back', async () => {
    const { max, ada, sue } = anglers;
    const q = await asked(max, 'Cheap licences at the weir', 'techniques');
    const plain = await asked(ada, 'Which rig at dusk', 'techniques');
    for (const viewer of [sue, max]) expect(await idsOnB(viewer, 'techniques', 2)).to.deep.equal([plain.id, q.id]);

    await moderate('hide', 'question', q.id);
    expect(await idsOnB(sue, 'techniques'), 'another angler').to.deep.equal([plain.id]);
    const own = (await listedOnB(max, 'techniques')).map((r) => [r.id, r.hidden?.ruleId ?? null]);
    expect(own, 'its asker').to.deep.equal([
      [plain.id, null],
      [q.id, 'no-spam'],
    ]);

    await moderate('unhide', 'question', q.id);
    expect(await idsOnB(sue, 'techniques'), 'shown again').to.deep.equal([plain.id, q.id]);
  });

  it('an accepted answer hidden through one process stops counting as accepted in the other’s remembered list at once, but for its author', async () => {
    const { max, ada, sue } = anglers;
    const q = await asked(ada, 'Shad or spinner on the drop', 'equipment');
    const answer = await max.send<{ id: string }>('POST', '/api/forum/answers', { questionId: q.id, content: 'Dusk, on a shad' });
    expect(answer.status, answer.text).to.equal(201);
    expect((await ada.send('POST', `/api/forum/questions/${q.id}/accept`, { answerId: answer.json.id })).status).to.equal(200);
    const first = async (viewer: Angler, times = 1) => (await listedOnB(viewer, 'equipment', times))[0];
    expect(await first(sue, 2)).to.include({ id: q.id, hasAcceptedAnswer: true, answerCount: 1 });

    await moderate('hide', 'answer', answer.json.id);
    expect(await first(sue)).to.include({ id: q.id, hasAcceptedAnswer: false, answerCount: 0 });
    expect(await first(max), 'its author').to.include({ id: q.id, hasAcceptedAnswer: true });
  });

  it('a renamed asker is named anew, and a deleted account’s questions are gone, in the other’s very next list', async () => {
    const { ada, sue } = anglers;
    const leaving = await anAngler(apps[0]!, 'Lee Leaving');
    const q = await asked(leaving, 'Drop shots in the canal', 'locations');
    const stays = await asked(ada, 'Canal at night', 'locations');
    const named = async (times = 1) => (await listedOnB(sue, 'locations', times)).map((r) => [r.id, r.userDisplayName]);
    expect(await named(2)).to.deep.equal([
      [stays.id, 'Ada Angler'],
      [q.id, 'Lee Leaving'],
    ]);

    expect((await leaving.send('PATCH', `/api/profile/${leaving.id}`, { displayName: 'Lee Renamed' })).status).to.equal(200);
    expect(await named(), 'renamed').to.deep.equal([
      [stays.id, 'Ada Angler'],
      [q.id, 'Lee Renamed'],
    ]);

    expect((await leaving.send('POST', '/api/account/delete', { confirmation: 'DELETE' })).status).to.equal(204);
    expect(await idsOnB(sue, 'locations'), 'deleted').to.deep.equal([stays.id]);
  });
});
