import { expect } from 'chai';
import { QuestionSummary } from '@tightlines/contracts';
import type { SearchHitSeen } from '../../application/search-questions.ts';
import { toQuestionSummary } from './question.response.ts';
import { asciiJson, searchAnswer } from './search.response.ts';

const ROSA = '6f1c1b52-3b5c-4f7e-9a41-1d2b3c4d5e6f';
const MAX = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

/** A hit as the search finds it, with the awkward text anglers type. */
function hit(over: Partial<SearchHitSeen> & { title?: string; preview?: string } = {}): SearchHitSeen {
  const { title = 'Zander on soft plastics?', preview = 'Which colours…', ...rest } = over;
  return {
    face: {
      id: 'c0ffee00-1111-4222-8333-444455556666',
      askerId: ROSA,
      category: 'techniques',
      title,
      preview,
      createdAt: new Date('2026-11-28T21:04:05.678Z'),
    },
    answerCount: 3,
    likeCount: 12,
    hasAcceptedAnswer: true,
    hidden: null,
    asker: { name: 'Rosa the Reel', image: null },
    ...rest,
  };
}

/** The person a card's JSON members (forum_anglers.card) name. */
function cardPerson(card: string) {
  const { userDisplayName, userProfileImage } = JSON.parse(`{${card}}`) as {
    userDisplayName: string | null;
    userProfileImage: string | null;
  };
  return { name: userDisplayName, image: userProfileImage };
}

/** What the forum list's writer makes of the same question, which the search's page must equal. */
const summaryOf = (h: SearchHitSeen, viewerId: string) =>
  toQuestionSummary(
    {
      ...h.face,
      answerCount: h.answerCount,
      likeCount: h.likeCount,
      acceptedAnswerId: h.hasAcceptedAnswer ? 'an-answer' : null,
      hidden: h.hidden,
      asker: h.asker ?? cardPerson(h.askerCard!),
    },
    viewerId,
  );

describe('forum search: the page written from the faces', () => {
  it('writes what toQuestionSummary writes, key for key and in its order, for any text', () => {
    const hits = [
      hit(),
      hit({
        title: 'Quotes " and \\ backslashes, \u2028 separators, 🐟 and ünïcode',
        preview: 'Tabs\tand\nnew lines, \u0000 nul, \u007f…',
      }),
      hit({ asker: { name: null, image: 'https://img.example/r.jpg' }, hasAcceptedAnswer: false, likeCount: 0 }),
      hit({ hidden: { ruleId: null, at: new Date('2026-11-28T22:00:00.000Z') } }),
      // The card as the page's statement brings it from the row (ASCII, as PostgreSQL writes it).
      hit({
        asker: undefined,
        askerCard: `"userDisplayName":${asciiJson('Rosa “Reel” 🐟')},"userProfileImage":"https://img.example/r.jpg"`,
      }),
      hit({ asker: undefined, askerCard: '"userDisplayName":null,"userProfileImage":null' }),
    ];
    for (const viewer of [ROSA, MAX]) {
      const json = searchAnswer(hits, viewer).json;
      const expected = hits.map((h) => summaryOf(h, viewer));
      expect(json).to.equal(asciiJson(expected));
      expect(JSON.parse(json)).to.deep.equal(expected);
      expect(QuestionSummary.array().parse(JSON.parse(json))).to.deep.equal(expected);
    }
  });

  it('keeps the page ASCII (one byte a character on the wire), and an empty page an empty list', () => {
    const json = searchAnswer([hit({ title: 'Pêche au brochet 🐟' })], MAX).json;
    expect([...json].every((c) => c.charCodeAt(0) < 0x7f)).to.equal(true);
    expect(JSON.parse(json)[0].title).to.equal('Pêche au brochet 🐟');
    expect(searchAnswer([], MAX).json).to.equal('[]');
  });

  it('sends a page answered again (a remembered one) as the same bytes, and never shares a page with something hidden', () => {
    // A page as long as a search's (short answers are sent as text whatever they are: PreparedJson).
    const remembered = Array.from({ length: 20 }, (_, i) => hit({ title: `Pike in winter, take ${i}?` }));
    const first = searchAnswer(remembered, MAX);
    const again = searchAnswer(remembered, ROSA);
    expect(again.json).to.equal(first.json);
    expect(Buffer.isBuffer(again.encoded(false).body)).to.equal(true);
    expect(searchAnswer(remembered, MAX)).to.equal(again);
    expect(String(again.encoded(false).body)).to.equal(first.json);
    const withHidden = [hit({ hidden: { ruleId: null, at: new Date('2026-11-28T22:00:00.000Z') } })];
    expect(searchAnswer(withHidden, ROSA).json).to.not.equal(searchAnswer(withHidden, MAX).json);
    expect(typeof searchAnswer(withHidden, ROSA).encoded(false).body).to.equal('string');
  });
});
