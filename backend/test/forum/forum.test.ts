import { expect } from 'chai';
import type { CategoryCounts, Notification, NotificationPage, Question, QuestionLikeState, QuestionSummary } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';

/** Anglers here joined two days before the app's clock: the regular limits apply, not the first day's. */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));

async function ask(angler: Angler, q: Partial<{ title: string; content: string; category: string }> = {}): Promise<Question> {
  const res = await angler.send<Question>('POST', '/api/forum/questions', {
    title: 'Best lure for autumn pike?',
    content: 'The water is cooling fast. What works for you?',
    category: 'techniques',
    ...q,
  });
  expect(res.status, res.text).to.equal(201);
  clock.advance(1000);
  return res.json;
}

async function answer(angler: Angler, questionId: string, content: string) {
  const res = await angler.send<{ id: string }>('POST', '/api/forum/answers', { questionId, content });
  expect(res.status, res.text).to.equal(201);
  clock.advance(1000);
  return res.json;
}

const notificationsOf = async (angler: Angler) => (await angler.get<NotificationPage>('/api/notifications?limit=50')).json.items;

describe('forum: questions, answers, likes and search', () => {
  let app: TestApp;
  let rosa: Angler;
  let max: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    [rosa, max] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Max Mate')]);
  });
  after(() => app?.close());

  it('refuses a question with a blank field, or one too long, with the spec words — and writes nothing', async () => {
    const before = (await rosa.get<CategoryCounts>('/api/forum/categories')).json;
    const refusals = [
      [{ title: '   ', content: 'x', category: 'general' }, 'Please fill in all fields'],
      [{ title: 'x', content: '', category: 'general' }, 'Please fill in all fields'],
      [{ title: 'x', content: 'y', category: '' }, 'Please fill in all fields'],
      [{ title: 'x'.repeat(201), content: 'y', category: 'general' }, 'Title must be at most 200 characters'],
      [{ title: 'x', content: 'y'.repeat(2001), category: 'general' }, 'Content must be at most 2000 characters'],
      [{ title: 'x', content: 'y', category: 'gossip' }, 'Category must be one of techniques, equipment, locations, general'],
    ] as const;
    for (const [body, message] of refusals) {
      const res = await rosa.send<{ message: string; issues: Array<{ message: string }> }>('POST', '/api/forum/questions', body);
      expect(res.status).to.equal(400);
      expect(res.json.issues.map((i) => i.message)).to.include(message);
    }
    const blankAnswer = await rosa.send<{ issues: Array<{ message: string }> }>('POST', '/api/forum/answers', {
      questionId: '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab',
      content: '  \n ',
    });
    expect(blankAnswer.status).to.equal(400);
    expect(blankAnswer.json.issues.map((i) => i.message)).to.deep.equal(['Please enter your answer']);
    expect((await rosa.get<CategoryCounts>('/api/forum/categories')).json).to.deep.equal(before);
    expect((await rosa.get<QuestionSummary[]>('/api/forum/questions')).json).to.have.length(0);
  });

  it('asks with the title and content trimmed, lists it newest first with a 150-character preview, and counts its category', async () => {
    const long = `${'Trolling along the weed edge at dawn. '.repeat(6)}`;
    const q = await ask(rosa, { title: '  Dawn trolling  ', content: `  ${long}  `, category: 'equipment' });
    expect(q).to.include({ title: 'Dawn trolling', content: long.trim(), category: 'equipment', answerCount: 0, likeCount: 0 });
    expect(q.userDisplayName).to.equal('Rosa Rivers');
    const list = (await max.get<QuestionSummary[]>('/api/forum/questions')).json;
    expect(list[0]!.id).to.equal(q.id);
    expect(list[0]!.preview).to.have.length(151);
    expect(list[0]!.preview.endsWith('…')).to.equal(true);
    const counts = (await max.get<CategoryCounts>('/api/forum/categories')).json;
    expect(counts.equipment).to.be.greaterThanOrEqual(1);
  });

  it('filters by category', async () => {
    const spot = await ask(max, { title: 'Where to fish near Lyon?', category: 'locations' });
    const inLocations = (await rosa.get<QuestionSummary[]>('/api/forum/questions?category=locations')).json;
    expect(inLocations.map((q) => q.id)).to.include(spot.id);
    expect(inLocations.every((q) => q.category === 'locations')).to.equal(true);
    const inGeneral = (await rosa.get<QuestionSummary[]>('/api/forum/questions?category=general')).json;
    expect(inGeneral.map((q) => q.id)).not.to.include(spot.id);
    expect((await rosa.get('/api/forum/questions?category=gossip')).status).to.equal(400);
  });

  it('lists a question as it reads on its own: awkward text, the asker’s name, when, the counts and the accepted answer', async () => {
    const zoe = await anAngler(app, 'Zoe Quill');
    const renamed = await zoe.send('PATCH', `/api/profile/${zoe.id}`, { displayName: '\u00a0Zoë "the Reel" \\ O’Neil 🎣\u3000' });
    expect(renamed.status, renamed.text).to.equal(200);
    const content = `Line one\nline\ttwo "quoted" \\ ${'ñ'.repeat(160)}`;
    const q = await ask(zoe, { title: 'Quotes " and \\ back\\slash, “curly”, 🎣 — </script>?', content, category: 'general' });
    const fg = await answer(rosa, q.id, 'The FG knot.');
    await rosa.send('POST', `/api/forum/questions/${q.id}/like`);
    expect((await zoe.send('POST', `/api/forum/questions/${q.id}/accept`, { answerId: fg.id })).status).to.equal(200);

    const full = (await max.get<Question>(`/api/forum/questions/${q.id}`)).json;
    const page = await max.get<QuestionSummary[]>('/api/forum/questions?category=general');
    expect(page.text, 'written in ASCII, every other character escaped').to.match(/^[\x20-\x7e]*$/);
    const listed = page.json.find((r) => r.id === q.id);
    expect(listed).to.deep.equal({
      id: q.id,
      title: full.title,
      preview: `${content.slice(0, 150)}…`,
      category: 'general',
      userId: zoe.id,
      userDisplayName: full.userDisplayName,
      userProfileImage: full.userProfileImage,
      createdAt: full.createdAt,
      answerCount: 1,
      likeCount: 1,
      hasAcceptedAnswer: true,
      hidden: null,
    });
    expect(full.userDisplayName).to.equal('Zoë "the Reel" \\ O’Neil 🎣');
  });

  it("answers 404 'Question Not Found' for a question that does not exist", async () => {
    for (const id of ['0b6f1c9e-8d7a-4c1e-9f00-1234567890ab', 'not-a-question']) {
      const res = await rosa.get<{ message: string; code: string }>(`/api/forum/questions/${id}`);
      expect(res.status).to.equal(404);
      expect(res.json).to.include({ message: "The question you're looking for doesn't exist.", code: 'QUESTION_NOT_FOUND' });
    }
    expect(
      (await rosa.send('POST', '/api/forum/answers', { questionId: '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab', content: 'Hi' })).status,
    ).to.equal(404);
    expect((await rosa.send('POST', '/api/forum/questions/0b6f1c9e-8d7a-4c1e-9f00-1234567890ab/like')).status).to.equal(404);
  });

  it('answers oldest first, counts them, and tells the asker exactly once per answer', async () => {
    const q = await ask(rosa, { title: 'Fluorocarbon or mono for zander?' });
    const first = await answer(max, q.id, 'Fluoro leader, always.');
    await answer(max, q.id, 'And a light mono main line.');
    await answer(rosa, q.id, 'Thanks!'); // her own answer tells nobody
    const read = (await rosa.get<Question>(`/api/forum/questions/${q.id}`)).json;
    expect(read.answerCount).to.equal(3);
    expect(read.answers.map((a) => a.content)).to.deep.equal(['Fluoro leader, always.', 'And a light mono main line.', 'Thanks!']);
    expect(read.answers[0]).to.include({ id: first.id, userDisplayName: 'Max Mate', accepted: false });
    const told = (await notificationsOf(rosa)).filter((n) => n.kind === 'question_answered' && n.link === `/forum/question/${q.id}`);
    expect(told).to.have.length(2);
    expect(told[0]).to.include({ text: 'Max Mate answered your question', read: false, actorName: 'Max Mate' });
  });

  it('counts exactly when 50 anglers like at once, toggles each back, and keeps the liked state per angler', async () => {
    const q = await ask(rosa, { title: 'Is braid worth it?' });
    const crowd = await Promise.all(Array.from({ length: 50 }, (_, i) => anAngler(app, `Forum Crowd ${i}`)));
    const likes = await Promise.all(crowd.map((a) => a.send<QuestionLikeState>('POST', `/api/forum/questions/${q.id}/like`)));
    expect(likes.every((r) => r.status === 200 && r.json.liked)).to.equal(true);
    expect((await rosa.get<Question>(`/api/forum/questions/${q.id}`)).json.likeCount).to.equal(50);
    expect((await crowd[0]!.get(`/api/forum/questions/${q.id}/liked`)).json).to.deep.equal({ liked: true });
    expect((await rosa.get(`/api/forum/questions/${q.id}/liked`)).json).to.deep.equal({ liked: false });
    await Promise.all(crowd.slice(0, 20).map((a) => a.send('POST', `/api/forum/questions/${q.id}/like`)));
    expect((await rosa.get<Question>(`/api/forum/questions/${q.id}`)).json.likeCount).to.equal(30);
    expect((await crowd[0]!.get(`/api/forum/questions/${q.id}/liked`)).json).to.deep.equal({ liked: false });
    const listed = (await rosa.get<QuestionSummary[]>('/api/forum/questions')).json.find((r) => r.id === q.id)!;
    expect(listed.likeCount).to.equal(30);
  });

  it('tells the asker of a like once per liker, however often it is toggled', async () => {
    const q = await ask(rosa, { title: 'Night fishing for carp: bite alarms?' });
    for (let i = 0; i < 3; i++) await max.send('POST', `/api/forum/questions/${q.id}/like`); // like, unlike, like
    const told = (await notificationsOf(rosa)).filter(
      (n: Notification) => n.kind === 'question_liked' && n.link === `/forum/question/${q.id}`,
    );
    expect(told).to.have.length(1);
    expect(told[0]!.text).to.equal('Max Mate liked your question');
  });

  it('finds questions by words in the title, the content and the answers, best match first, and by a word still being typed', async () => {
    const byTitle = await ask(rosa, { title: 'Chatterbait colours for murky water', content: 'Any favourites?', category: 'equipment' });
    const byAnswer = await ask(max, { title: 'Spring river plan', content: 'Heading out in April.', category: 'general' });
    await answer(rosa, byAnswer.id, 'Try a chatterbait along the slack water.');
    const search = async (text: string, category?: string) =>
      (
        await max.get<QuestionSummary[]>(
          `/api/forum/questions?search=${encodeURIComponent(text)}${category ? `&category=${category}` : ''}`,
        )
      ).json.map((q) => q.id);
    const found = await search('chatterbait');
    expect(found.slice(0, 2)).to.deep.equal([byTitle.id, byAnswer.id]);
    expect(await search('chatterb')).to.include.members([byTitle.id, byAnswer.id]);
    expect(await search('slack wat')).to.deep.equal([byAnswer.id]);
    expect(await search('chatterbait', 'general')).to.deep.equal([byAnswer.id]);
    expect(await search('"murky water" -spring')).to.deep.equal([byTitle.id]);
    expect(await search('zzzqqq')).to.deep.equal([]);
    expect((await max.get(`/api/forum/questions?search=${encodeURIComponent("what's:*|&!(")}`)).status).to.equal(200);
  });

  it("ranks a match in a question's title or body above a match only in its answers, however often the answers say it", async () => {
    const inBody = await ask(rosa, { title: 'Cold water reservoir', content: 'Is a jerkbait worth trying now?', category: 'locations' });
    const inAnswers = await ask(max, { title: 'Kit list for a winter trip', content: 'What do you always pack?', category: 'locations' });
    await answer(rosa, inAnswers.id, 'A jerkbait. A second jerkbait. A spare jerkbait, and one more jerkbait for luck.');
    await answer(max, inAnswers.id, 'Jerkbait jerkbait jerkbait.');
    const found = (await max.get<QuestionSummary[]>('/api/forum/questions?search=jerkbait')).json.map((q) => q.id);
    expect(found).to.deep.equal([inBody.id, inAnswers.id]); // the newer question, matched only in its answers, second
  });

  it('finds a word being typed as the words it begins — a word new with an answer at once — and as a prefix when it begins more than 50', async () => {
    const search = async (text: string) =>
      (await max.get<QuestionSummary[]>(`/api/forum/questions?search=${encodeURIComponent(text)}`)).json.map((q) => q.id);
    const many = Array.from({ length: 60 }, (_, i) => `qzx${i}`).join(' ');
    const crowded = await ask(rosa, { title: 'Lure codes from my tackle box', content: `Codes: ${many}.`, category: 'equipment' });
    const plain = await ask(max, { title: 'Evening bite on the canal', content: 'Anything works?', category: 'general' });
    expect(await search('qzx')).to.deep.equal([crowded.id]); // 60 words begin so: searched as a prefix
    expect(await search('qzx4')).to.deep.equal([crowded.id]); // qzx4, qzx40…qzx49: searched as those words
    expect(await search('zanderf')).to.deep.equal([]);
    await answer(rosa, plain.id, 'Zanderfest lures, always.');
    expect(await search('zanderf')).to.deep.equal([plain.id]);
    expect(await search('canal zanderf')).to.deep.equal([plain.id]);
    expect(await search('lure zanderf')).to.deep.equal([plain.id]);
    expect(await search('tackle zanderf')).to.deep.equal([]);
  });

  it('lets only the asker accept an answer (not their own), tells its author, and marks it', async () => {
    const q = await ask(rosa, { title: 'Which knot for braid to leader?' });
    const fg = await answer(max, q.id, 'The FG knot.');
    const own = await answer(rosa, q.id, 'I use an Albright.');
    const refused = await max.send<{ message: string }>('POST', `/api/forum/questions/${q.id}/accept`, { answerId: fg.id });
    expect(refused.status).to.equal(403);
    expect(refused.json.message).to.equal('Only the angler who asked the question can accept an answer');
    expect((await rosa.send('POST', `/api/forum/questions/${q.id}/accept`, { answerId: own.id })).status).to.equal(422);
    expect(
      (await rosa.send('POST', `/api/forum/questions/${q.id}/accept`, { answerId: '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab' })).status,
    ).to.equal(404);
    const accepted = await rosa.send<Question>('POST', `/api/forum/questions/${q.id}/accept`, { answerId: fg.id });
    expect(accepted.status).to.equal(200);
    expect(accepted.json.acceptedAnswerId).to.equal(fg.id);
    expect(accepted.json.answers.find((a) => a.id === fg.id)!.accepted).to.equal(true);
    await rosa.send('POST', `/api/forum/questions/${q.id}/accept`, { answerId: fg.id }); // again: no second notification
    const told = (await notificationsOf(max)).filter((n) => n.kind === 'answer_accepted');
    expect(told).to.have.length(1);
    expect(told[0]!.text).to.equal('Rosa Rivers accepted your answer');
    expect((await max.get<QuestionSummary[]>('/api/forum/questions')).json.find((r) => r.id === q.id)!.hasAcceptedAnswer).to.equal(true);
  });
});
