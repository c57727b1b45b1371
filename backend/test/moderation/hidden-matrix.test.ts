import { expect } from 'chai';
import { guidelineOf, REPORTABLE_KINDS, type GuidelineId, type QueueEntry, type ReportableKind } from '@tightlines/contracts';
import { startTestApp, eventually, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { aSpot } from '../support/builders/spots.ts';
import { aTournament, joins, organizes } from '../tournaments/builders.ts';
import { acts, makeOperator, reports } from './support.ts';

/**
 * The whole rule, across every module that owns reportable content: for each kind, an item is made over
 * HTTP by its author and shows in every read listed for it; a reader reports it, an operator hides it,
 * and then no read by anyone but the author shows its id or its words, while the author's own read
 * still shows it, marked hidden under the rule cited; unhiding brings every read back as before.
 */
const RULE: GuidelineId = 'no-spam';

interface Cast {
  app: TestApp;
  /** The author of every item. */
  ann: Angler;
  /** Ann's mate (follows her and she him): reads mates-only content, the DM's recipient, a member, a participant. */
  meg: Angler;
  /** Follows nobody, is followed by nobody. */
  stu: Angler;
  /** Reports what is public to everyone (a new one for each kind: new anglers may file only a few reports a day). */
  rex: Angler;
}

/** One read of the API by one viewer: its whole answer must show, or must not show, the item. */
interface Read {
  name: string;
  by: Angler;
  path: string;
}

interface Made {
  /** The id moderation knows the item by. */
  itemId: string;
  /** Words only this item carries. */
  marker: string;
  /** Reads by others than the author: each shows the item before it is hidden and after it is unhidden. */
  reads: Read[];
  /** Who wrote it. */
  author: Angler;
  /** The author's read that carries the item (an object with `id` = itemId and `hidden`). */
  ownRead: string;
  /** Who reports it (one who may see it). */
  reporter: Angler;
  /** The profile's id is the angler's: other reads name the angler, so only the words must go. */
  idStays?: boolean;
}

type Maker = (cast: Cast, marker: string) => Promise<Made>;

const ok = async <T>(res: Promise<{ status: number; text: string; json: T }>, status = 201): Promise<T> => {
  const r = await res;
  expect(r.status, r.text).to.equal(status);
  return r.json;
};
const joinsGroup = async (angler: Angler, groupId: string) => {
  const joined = await angler.send('POST', `/api/groups/${groupId}/join`);
  expect(joined.status, joined.text).to.be.oneOf([200, 201]);
};
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

/** Every reportable kind, its maker and the reads that must show it and then not (a kind missing here fails the test). */
const MATRIX: Record<ReportableKind, Maker> = {
  async post({ ann, meg, stu, rex }, marker) {
    const post = await aCatch().saying(marker).public().by(ann);
    return {
      itemId: post.id,
      marker,
      reporter: rex,
      author: ann,
      ownRead: `/api/posts/user/${ann.id}`,
      reads: [
        { name: "the author's grid, by a stranger", by: stu, path: `/api/posts/user/${ann.id}` },
        { name: 'Discover, by a stranger', by: stu, path: '/api/posts' },
        { name: 'Following, by a follower', by: meg, path: '/api/posts/feed' },
        { name: 'Discover, by the reporter', by: rex, path: '/api/posts' },
      ],
    };
  },
  async trip({ ann, meg, stu, rex }, marker) {
    const trip = await ok(
      ann.send<{ id: string }>('POST', '/api/spots/trips', {
        location: 'Back bay',
        latitude: 46.2,
        longitude: -93.6,
        fishingSuccess: true,
        notes: marker,
      }),
    );
    return {
      itemId: trip.id,
      marker,
      reporter: rex,
      author: ann,
      ownRead: `/api/trips/user/${ann.id}`,
      reads: [
        { name: "the author's trips, by a stranger", by: stu, path: `/api/trips/user/${ann.id}` },
        { name: 'the trip, by a stranger', by: stu, path: `/api/trips/${trip.id}` },
        { name: "the author's trips, by a mate", by: meg, path: `/api/trips/user/${ann.id}` },
        { name: 'the trip, by the reporter', by: rex, path: `/api/trips/${trip.id}` },
      ],
    };
  },
  async question({ ann, meg, stu, rex }, marker) {
    const q = await ok(
      ann.send<{ id: string }>('POST', '/api/forum/questions', { title: `Q ${marker}`, content: marker, category: 'general' }),
    );
    return {
      itemId: q.id,
      marker,
      reporter: rex,
      author: ann,
      ownRead: `/api/forum/questions/${q.id}`,
      reads: [
        { name: 'the questions, by a stranger', by: stu, path: '/api/forum/questions' },
        { name: 'the questions of its category, by a mate', by: meg, path: '/api/forum/questions?category=general' },
        { name: 'a search, by a stranger', by: stu, path: `/api/forum/questions?search=${encodeURIComponent(marker)}` },
        { name: 'the question, by the reporter', by: rex, path: `/api/forum/questions/${q.id}` },
      ],
    };
  },
  async answer({ ann, meg, stu, rex }, marker) {
    const q = await ok(
      meg.send<{ id: string }>('POST', '/api/forum/questions', {
        title: 'Which leader for pike?',
        content: 'Wire or fluoro?',
        category: 'equipment',
      }),
    );
    const a = await ok(ann.send<{ id: string }>('POST', '/api/forum/answers', { questionId: q.id, content: marker }));
    return {
      itemId: a.id,
      marker,
      reporter: rex,
      author: ann,
      ownRead: `/api/forum/questions/${q.id}`,
      reads: [
        { name: 'the thread, by a stranger', by: stu, path: `/api/forum/questions/${q.id}` },
        { name: 'the thread, by the asker', by: meg, path: `/api/forum/questions/${q.id}` },
        { name: 'the thread, by the reporter', by: rex, path: `/api/forum/questions/${q.id}` },
      ],
    };
  },
  async message({ ann, meg }, marker) {
    const m = await ok(ann.send<{ id: string }>('POST', '/api/messages', { recipientId: meg.id, content: marker }));
    return {
      itemId: m.id,
      marker,
      reporter: meg,
      author: ann,
      ownRead: `/api/conversations/${meg.id}`,
      reads: [
        { name: 'the conversation, by the recipient', by: meg, path: `/api/conversations/${ann.id}` },
        { name: 'the conversations, by the recipient', by: meg, path: '/api/conversations' },
      ],
    };
  },
  async group({ ann, meg, stu, rex }, marker) {
    const g = await ok(ann.send<{ id: string }>('POST', '/api/groups', { name: `Club ${marker}`, description: marker }));
    await joinsGroup(meg, g.id);
    return {
      itemId: g.id,
      marker,
      reporter: rex,
      author: ann,
      ownRead: '/api/groups/user',
      reads: [
        { name: 'the groups, by a stranger', by: stu, path: '/api/groups' },
        { name: 'a search, by a stranger', by: stu, path: `/api/groups?search=${encodeURIComponent(marker)}` },
        { name: 'my groups, by a member', by: meg, path: '/api/groups/user' },
        { name: 'the groups, by the reporter', by: rex, path: '/api/groups' },
      ],
    };
  },
  async group_message({ ann, meg, rex }, marker) {
    const g = await ok(meg.send<{ id: string }>('POST', '/api/groups', { name: `Chat ${marker.slice(-6)}` }));
    for (const member of [ann, rex]) await joinsGroup(member, g.id);
    const m = await ok(ann.send<{ id: string }>('POST', `/api/groups/${g.id}/messages`, { content: marker }));
    return {
      itemId: m.id,
      marker,
      reporter: rex,
      author: ann,
      ownRead: `/api/groups/${g.id}/messages`,
      reads: [
        { name: 'the group chat, by its owner', by: meg, path: `/api/groups/${g.id}/messages` },
        { name: 'the group chat, by the reporting member', by: rex, path: `/api/groups/${g.id}/messages` },
      ],
    };
  },
  async spot({ ann, meg, stu, rex }, marker) {
    const s = await ok(
      ann.send<{ id: string }>('POST', '/api/spots', {
        name: `Cove ${marker}`,
        description: `A quiet cove, ${marker}`,
        location: 'Emerald Bay, CA',
        latitude: 38.95,
        longitude: -120.1,
      }),
    );
    return {
      itemId: s.id,
      marker,
      reporter: rex,
      author: ann,
      ownRead: `/api/spots/${s.id}`,
      reads: [
        { name: 'the spots, by a stranger', by: stu, path: '/api/spots' },
        { name: 'a search, by a stranger', by: stu, path: `/api/spots?search=${encodeURIComponent(marker)}` },
        { name: 'the spot, by a mate', by: meg, path: `/api/spots/${s.id}` },
        { name: 'nearby, by the reporter', by: rex, path: '/api/spots/nearby?latitude=38.95&longitude=-120.1&radius=10' },
      ],
    };
  },
  async tip({ app, ann, meg, stu, rex }, marker) {
    const spotId = await aSpot(app.databaseUrl, { name: `Tip spot ${marker.slice(-6)}`, latitude: 39.1, longitude: -120.03 });
    const t = await ok(
      ann.send<{ id: string }>('POST', `/api/spots/${spotId}/tips`, { title: `Tip ${marker}`, content: marker, category: 'bait' }),
    );
    return {
      itemId: t.id,
      marker,
      reporter: rex,
      author: ann,
      ownRead: `/api/spots/${spotId}/tips`,
      reads: [
        { name: "the spot's tips, by a stranger", by: stu, path: `/api/spots/${spotId}/tips` },
        { name: "the spot's tips, by a mate", by: meg, path: `/api/spots/${spotId}/tips` },
        { name: "the spot's tips, by the reporter", by: rex, path: `/api/spots/${spotId}/tips` },
      ],
    };
  },
  async tournament({ ann, meg, stu, rex }, marker) {
    const t = await organizes(
      ann,
      aTournament({ title: `Open ${marker}`, startDate: days(10), endDate: days(11), registrationDeadline: days(9), isPublic: true }),
    );
    await joins(meg, t);
    return {
      itemId: t.id,
      marker,
      reporter: rex,
      author: ann,
      ownRead: `/api/tournaments/${t.id}`,
      reads: [
        { name: 'the tournaments, by a stranger', by: stu, path: '/api/tournaments' },
        { name: 'a search, by a stranger', by: stu, path: `/api/tournaments?search=${encodeURIComponent(marker)}` },
        { name: 'the tournament, by a participant', by: meg, path: `/api/tournaments/${t.id}` },
        { name: 'the tournament, by the reporter', by: rex, path: `/api/tournaments/${t.id}` },
      ],
    };
  },
  async profile({ app, meg, stu, rex }, marker) {
    // A profile of its own, so its words are the only ones moderation takes away here.
    const pia = await anAngler(app, 'Pia Profile');
    await follows(meg, pia);
    await ok(pia.send('PATCH', `/api/profile/${pia.id}`, { bio: marker }), 200);
    return {
      itemId: pia.id,
      marker,
      idStays: true,
      reporter: rex,
      author: pia,
      ownRead: `/api/profile/${pia.id}`,
      reads: [
        { name: 'the profile, by a stranger', by: stu, path: `/api/profile/${pia.id}` },
        { name: 'the profile, by a follower', by: meg, path: `/api/profile/${pia.id}` },
        { name: 'the profile, by the reporter', by: rex, path: `/api/profile/${pia.id}` },
      ],
    };
  },
};

/** The object with this id anywhere in an answer. */
function findById(json: unknown, id: string): Record<string, unknown> | null {
  if (json === null || typeof json !== 'object') return null;
  if (!Array.isArray(json) && (json as Record<string, unknown>).id === id) return json as Record<string, unknown>;
  for (const v of Object.values(json)) {
    const found = findById(v, id);
    if (found) return found;
  }
  return null;
}

describe('hidden content, every reportable kind: nobody but its author reads it, until it is unhidden', () => {
  let app: TestApp;
  let everyKind: Omit<Cast, 'rex'>;
  let olga: Angler;

  before(async () => {
    app = await startTestApp();
    const [ann, meg, stu] = await Promise.all(['Ann Author', 'Meg Mate', 'Stu Stranger'].map((n) => anAngler(app, n)));
    olga = await anAngler(app, 'Olga Operator');
    await makeOperator(app, olga);
    await mates(ann!, meg!);
    everyKind = { app, ann: ann!, meg: meg!, stu: stu! };
  });
  after(async () => {
    await app?.close();
  });

  it('has a row for every reportable kind, and no other', () => {
    expect(Object.keys(MATRIX).sort()).to.deep.equal([...REPORTABLE_KINDS].sort());
  });

  const shows = async (read: Read, made: Made) => {
    const res = await read.by.get(read.path);
    return res.status === 200 && res.text.includes(made.marker);
  };
  const showsNothing = async (read: Read, made: Made) => {
    const res = await read.by.get(read.path);
    expect(res.status, `${read.name}: ${res.text}`).to.be.oneOf([200, 404]);
    expect(res.text, `${read.name} shows its words`).not.to.contain(made.marker);
    if (!made.idStays) expect(res.text, `${read.name} shows its id`).not.to.contain(made.itemId);
  };
  const ownMark = async (made: Made) => {
    const res = await made.author.get(made.ownRead);
    expect(res.status, res.text).to.equal(200);
    const item = findById(res.json, made.itemId);
    expect(item, `the author's ${made.ownRead} carries the item`).not.to.equal(null);
    return item!.hidden;
  };

  for (const kind of REPORTABLE_KINDS) {
    it(`${kind}: hidden from every read but its author's, who sees it marked; unhidden, it is back`, async () => {
      const cast = { ...everyKind, rex: await anAngler(app, `Rex Reporter ${kind}`) };
      const made = await MATRIX[kind](cast, `zq${kind.replace('_', '')}${Math.random().toString(36).slice(2, 10)}`);

      // Feeds are built after the answer: wait for every read to show it first.
      for (const read of made.reads)
        expect(await eventually(() => shows(read, made), 10_000), `${read.name} shows it before`).to.equal(true);

      const reported = await reports(made.reporter, kind, made.itemId, 'spam');
      expect(reported.status, reported.text).to.equal(201);
      // The queue lists it as its module describes a page of items (forOperatorMany), its author named.
      const queue = await olga.get<{ items: QueueEntry[] }>('/api/operator/queue?limit=50');
      const entry = queue.json.items.find((e) => e.kind === kind && e.itemId === made.itemId);
      expect(entry?.item?.author?.id, `${kind} in the queue: ${queue.text}`).to.equal(made.author.id);
      expect(entry!.item!.context).to.deep.equal([]);
      const hidden = await acts(olga, { kind, itemId: made.itemId, action: 'hide', ruleId: RULE });
      expect(hidden.action).to.equal('hide');

      // Effective before the action's answer: no waiting here.
      for (const read of made.reads) await showsNothing(read, made);
      const mark = await ownMark(made);
      expect(mark).to.include({ ruleId: RULE, ruleTitle: guidelineOf(RULE)!.title });
      expect(Date.parse((mark as { at: string }).at)).to.be.closeTo(Date.parse(hidden.at), 1000);

      await acts(olga, { kind, itemId: made.itemId, action: 'unhide', ruleId: RULE });
      // Hiding must hold by the action's answer; showing again may follow it (a timeline refilled after).
      for (const read of made.reads)
        expect(await eventually(() => shows(read, made), 10_000), `${read.name} shows it again`).to.equal(true);
      expect(await ownMark(made)).to.equal(null);
    });
  }
});
