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
 * Two app processes on one database; the second answers a search it made before from memory, and —
 * to prove the point — is deaf to every signal: what the first takes away (a question or an answer
 * hidden, an account deleted, a card changed) is gone from the second's very next search, and what it
 * adds (a question, an answer) is found there, which only the forum's generation and its count of
 * additions, read per request, can tell it (adapters/persistence/forum-generation.ts).
 */
describe('forum search: what one process takes away is gone from, and what it adds is found by, the other’s very next search', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let otto: Angler;
  let max: Angler;
  let ada: Angler;
  let sue: Angler;

  const hide = (kind: string, itemId: string) => acts(otto, { kind, itemId, action: 'hide', ruleId: 'no-spam' });
  const unhide = (kind: string, itemId: string) => acts(otto, { kind, itemId, action: 'unhide', ruleId: 'no-spam' });
  const ask = async (angler: Angler, title: string, content: string) => {
    const res = await angler.send<Question>('POST', '/api/forum/questions', { title, content, category: 'techniques' });
    expect(res.status, res.text).to.equal(201);
    clock.advance(1000);
    return res.json;
  };
  /** What the angler's search finds, through the second process. */
  const onB = (angler: Angler) => sameSessionOn(b, angler);
  const search = async (angler: Angler, text: string) => {
    const res = await onB(angler).get<QuestionSummary[]>(`/api/forum/questions?search=${encodeURIComponent(text)}`);
    expect(res.status, res.text).to.equal(200);
    return res.json;
  };
  /** Searched twice: the second answer is the one the second process remembers. */
  const remembered = async (angler: Angler, text: string) => {
    await search(angler, text);
    return search(angler, text);
  };

  before(async function () {
    this.timeout(90_000);
    database = await createTestDatabase();
    a = await startTestApp({ database, clock });
    b = await startTestApp({ database, clock });
    await b.inContext((get) => get<PgSignals>(SignalsToken).stop());
    [otto, max, ada, sue] = await Promise.all(['Otto Overseer', 'Max Mouth', 'Ada Angler', 'Sue Searcher'].map((n) => anAngler(a, n)));
    await makeOperator(a, otto);
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  it('a question hidden through one process is gone from the other’s remembered search at once; its asker finds it marked; shown again, it is back', async () => {
    const q = await ask(max, 'Zandertwin at the weir', 'Bring a net, nobody checks licences there.');
    const plain = await ask(ada, 'Zandertwin from the bank', 'Which rig at dusk?');
    expect((await remembered(sue, 'zandertwin')).map((r) => r.id)).to.deep.equal([plain.id, q.id]);
    expect((await remembered(max, 'zandertwin')).map((r) => r.id)).to.deep.equal([plain.id, q.id]);

    await hide('question', q.id);
    expect(
      (await search(sue, 'zandertwin')).map((r) => r.id),
      'another angler',
    ).to.deep.equal([plain.id]);
    expect(
      (await search(max, 'zandertwin')).map((r) => [r.id, r.hidden?.ruleId ?? null]),
      'its asker',
    ).to.deep.equal([
      [plain.id, null],
      [q.id, 'no-spam'],
    ]);

    await unhide('question', q.id);
    expect(
      (await search(sue, 'zandertwin')).map((r) => r.id),
      'shown again',
    ).to.deep.equal([plain.id, q.id]);
  });

  it('an accepted answer hidden through one process stops counting as accepted in the other’s remembered search at once, but for its author', async () => {
    const q = await ask(ada, 'Zanderdusk on the drop', 'Dawn or dusk?');
    const answer = await max.send<{ id: string }>('POST', '/api/forum/answers', { questionId: q.id, content: 'Dusk, on a shad' });
    expect(answer.status, answer.text).to.equal(201);
    expect((await ada.send('POST', `/api/forum/questions/${q.id}/accept`, { answerId: answer.json.id })).status).to.equal(200);
    expect((await remembered(sue, 'zanderdusk'))[0]).to.include({ id: q.id, hasAcceptedAnswer: true, answerCount: 1 });

    await hide('answer', answer.json.id);
    expect((await search(sue, 'zanderdusk'))[0]).to.include({ id: q.id, hasAcceptedAnswer: false, answerCount: 0 });
    expect((await search(max, 'zanderdusk'))[0], 'its author').to.include({ id: q.id, hasAcceptedAnswer: true });
  });

  it('a question asked and an answer posted through one process are found by the other’s very next search, signal or none', async () => {
    const first = await ask(ada, 'Zanderfresh off the pier', 'Which soft bait?');
    const old = await ask(max, 'Evening at the quay', 'Any takers after dark?');
    expect((await remembered(sue, 'zanderfresh')).map((r) => r.id)).to.deep.equal([first.id]);

    const asked = await ask(max, 'Zanderfresh from a boat', 'Drifting or anchored?');
    expect(
      (await search(sue, 'zanderfresh')).map((r) => r.id),
      'asked',
    ).to.deep.equal([asked.id, first.id]);

    const answer = await ada.send('POST', '/api/forum/answers', { questionId: old.id, content: 'Zanderfresh bite there at dusk' });
    expect(answer.status, answer.text).to.equal(201);
    expect(
      (await search(sue, 'zanderfresh')).map((r) => r.id),
      'answered',
    ).to.deep.equal([asked.id, first.id, old.id]);
  });

  it('a renamed asker is named anew, and a deleted account’s questions are gone, in the other’s very next search', async () => {
    const leaving = await anAngler(a, 'Lee Leaving');
    const q = await ask(leaving, 'Zanderleave in the canal', 'Any luck on drop shots?');
    const stays = await ask(ada, 'Zanderleave at night', 'Lights or none?');
    const before = await remembered(sue, 'zanderleave');
    expect(before.map((r) => [r.id, r.userDisplayName])).to.deep.equal([
      [stays.id, 'Ada Angler'],
      [q.id, 'Lee Leaving'],
    ]);

    expect((await leaving.send('PATCH', `/api/profile/${leaving.id}`, { displayName: 'Lee Renamed' })).status).to.equal(200);
    expect(
      (await search(sue, 'zanderleave')).map((r) => r.userDisplayName),
      'renamed',
    ).to.deep.equal(['Ada Angler', 'Lee Renamed']);

    expect((await leaving.send('POST', '/api/account/delete', { confirmation: 'DELETE' })).status).to.equal(204);
    expect(
      (await search(sue, 'zanderleave')).map((r) => r.id),
      'deleted',
    ).to.deep.equal([stays.id]);
  });
});
