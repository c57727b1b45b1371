import { expect } from 'chai';
import type { ErrorBody, Group, Question } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, mates } from '../support/builders/anglers.ts';

/**
 * Every limit's 429 names the limit, when it resets and what lifts it. These anglers joined today
 * (the app runs on the system clock), so the first day's stricter limits apply.
 */
describe('abuse limits: each 429 explains itself', () => {
  let app: TestApp;
  let n = 0;
  const newcomer = () => anAngler(app, `Newcomer ${n++}`);

  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());

  /** Calls `act` until it answers 429 (within `allowed + 1` calls) and returns that answer. */
  async function exhaust(allowed: number, act: (i: number) => Promise<{ status: number; json: unknown }>) {
    for (let i = 0; i < allowed; i++) {
      const res = await act(i);
      expect(res.status, `call ${i + 1} of ${allowed} allowed`).to.be.oneOf([200, 201]);
    }
    const refused = await act(allowed);
    expect(refused.status).to.equal(429);
    return refused.json as ErrorBody & { limit: { name: string; resetsAt: string; lifts: string } };
  }

  function expectExplained(body: ErrorBody & { limit: { name: string; resetsAt: string; lifts: string } }, name: string, words: string) {
    expect(body.code).to.equal('LIMIT_REACHED');
    expect(body.limit.name).to.equal(name);
    expect(new Date(body.limit.resetsAt).getTime()).to.be.greaterThan(Date.now());
    expect(body.message).to.contain(`${words} (${name})`);
    expect(body.message).to.match(/It resets at \d\d:\d\d UTC, in /);
    expect(body.message).to.contain('It lifts by itself when the period resets.');
    expect(body.limit.lifts).to.contain('on their first day; more once your account is a day old');
  }

  it('questions: 3 on the first day (forum.question)', async () => {
    const asker = await newcomer();
    const body = await exhaust(3, () => asker.send('POST', '/api/forum/questions', { title: 'Q', content: 'C', category: 'general' }));
    expectExplained(body, 'forum.question', "You've reached the limit of 3 questions on your first day");
    expect(body.limit.lifts).to.contain('more once your account is a day old (20 questions a day)');
  });

  it('answers: 10 on the first day (forum.answer), and likes: 20 (forum.like)', async () => {
    const [asker, answerer] = [await newcomer(), await newcomer()];
    const q = (await asker.send<Question>('POST', '/api/forum/questions', { title: 'Q', content: 'C', category: 'general' })).json;
    expectExplained(
      await exhaust(10, () => answerer.send('POST', '/api/forum/answers', { questionId: q.id, content: 'A' })),
      'forum.answer',
      '10 answers on your first day',
    );
    expectExplained(
      await exhaust(20, () => answerer.send('POST', `/api/forum/questions/${q.id}/like`)),
      'forum.like',
      '20 likes on your first day',
    );
  });

  it('messages: 15 a minute on the first day (messaging.message); new conversations: 5 (messaging.conversation)', async () => {
    const [a, b] = [await newcomer(), await newcomer()];
    await mates(a, b);
    expectExplained(
      await exhaust(15, (i) => a.send('POST', '/api/messages', { recipientId: b.id, content: `m${i}` })),
      'messaging.message',
      '15 messages a minute on your first day',
    );
    const talker = await newcomer();
    const others = await Promise.all(Array.from({ length: 6 }, () => newcomer()));
    for (const o of others) await mates(talker, o);
    expectExplained(
      await exhaust(5, (i) => talker.send('POST', '/api/messages', { recipientId: others[i]!.id, content: 'hi' })),
      'messaging.conversation',
      '5 new conversations on your first day',
    );
  });

  it('groups: 1 new group on the first day (groups.create), chat 15 a minute (groups.message); Retry-After says when', async () => {
    const owner = await newcomer();
    const body = await exhaust(1, (i) => owner.send('POST', '/api/groups', { name: `Club ${i}` }));
    expectExplained(body, 'groups.create', '1 new group on your first day');
    const raw = await owner.request('/api/groups', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(raw.status).to.equal(429);
    expect(Number(raw.headers.get('retry-after'))).to.be.greaterThan(0);
    const group = (await owner.get<Group[]>('/api/groups/user')).json[0]!;
    expectExplained(
      await exhaust(15, (i) => owner.send('POST', `/api/groups/${group.id}/messages`, { content: `c${i}` })),
      'groups.message',
      '15 group messages a minute on your first day',
    );
  });
});
