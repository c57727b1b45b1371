import { expect } from 'chai';
import { COMMUNITY_GUIDELINES, type CampaignDetail, type Tournament, type TournamentEntry } from '@tightlines/contracts';
import type { Clock } from '../../src/platform/time/clock.ts';
import type { Angler } from '../support/builders/anglers.ts';
import type { TestApp } from '../support/index.ts';
import { makeOperator } from '../moderation/support.ts';
import type { PortalUser } from '../advertising/support.ts';
import { aCatch, aTournament, EVENT } from '../tournaments/builders.ts';
import type { GeoPoint } from '../../src/shared/kernel/location-shield.ts';

/**
 * The rest of the community the shield must hold in: a private tournament the author organizes and
 * enters, a forum question and its answer, a club with its chat, a conversation between mates, reports
 * an operator reviews, and an advertiser with a campaign — so every read answers someone with content.
 */

/** The app's clock: time runs, at least two days past the anglers' sign-up, until the tournament's day comes. */
export class WorldClock implements Clock {
  #offset = EVENT.before.getTime() - Date.now();
  now(): Date {
    return new Date(Date.now() + this.#offset);
  }
  /** The tournament's day, an hour after it started (time keeps running from there). */
  toEventDay(): void {
    this.#offset = EVENT.during.getTime() - Date.now();
  }
}

/** Path parameters naming one thing of the world together, e.g. { id: tournament, entryId: entry }. */
export type KnownParams = Record<string, string>;

export interface Community {
  tournamentId: string;
  questionId: string;
  groupId: string;
  advertiserId: string;
  campaignId: string;
  /** Each tuple of path parameters that reads one of the world's things (its operation is asked for each). */
  known: KnownParams[];
}

/** Before the event: the author organizes a private tournament, invites every other angler, and they all join it. */
export async function organizeTournament(author: Angler, field: Angler[]): Promise<Tournament> {
  const res = await author.send<Tournament>(
    'POST',
    '/api/tournaments',
    aTournament({ title: 'Reef Open', locationName: 'Cove 1', isPublic: false }),
  );
  expect(res.status, res.text).to.equal(201);
  for (const angler of field) {
    const invited = await author.send('POST', `/api/tournaments/${res.json.id}/invitations`, { anglerId: angler.id });
    expect(invited.status, invited.text).to.be.oneOf([200, 201, 204]);
  }
  await Promise.all(
    [author, ...field].map(async (angler) => {
      const joined = await angler.send('POST', `/api/tournaments/${res.json.id}/join`, {});
      expect(joined.status, joined.text).to.equal(201);
    }),
  );
  return res.json;
}

/** On the event day: the author's entry, hidden from all but herself and the organizer, naming its exact point in words. */
export async function entersWithCoordinates(author: Angler, tournament: { id: string }, exact: GeoPoint): Promise<string> {
  const res = await author.send<TournamentEntry>('POST', `/api/tournaments/${tournament.id}/entries`, {
    ...aCatch({ locationName: `Secret cove at ${exact.latitude},${exact.longitude}` }),
    publicPrecision: 'hidden',
    matesPrecision: 'hidden',
  });
  expect(res.status, res.text).to.equal(201);
  return res.json.id;
}

interface People {
  author: Angler;
  mate: Angler;
  follower: Angler;
  stranger: Angler;
  operator: Angler;
  advertiser: PortalUser;
}

/** What each kind of report names: the reported things of the author's, by the others. */
export interface Reported {
  kind: 'post' | 'trip' | 'question';
  itemId: string;
}

/** Everything else, made at once: forum, club, conversation, reports, the operator's role and the advertiser's campaign. */
export async function buildCommunity(
  app: TestApp,
  clock: Clock,
  { author, mate, follower, stranger, operator, advertiser }: People,
  tournament: Tournament,
  entryId: string,
  reportedThings: Reported[],
): Promise<Community> {
  const ok = (res: { status: number; text: string }, what: string) => expect(res.status, `${what}: ${res.text}`).to.be.within(200, 299);

  const forum = (async () => {
    const asked = await author.send<{ id: string }>('POST', '/api/forum/questions', {
      title: 'Where do the reef fish feed at dawn?',
      content: 'Tried Cove 1 twice this week, nothing before nine.',
      category: 'locations',
    });
    ok(asked, 'a question');
    ok(await mate.send('POST', '/api/forum/answers', { questionId: asked.json.id, content: 'Try the drop-off past Reef 2.' }), 'an answer');
    return asked.json.id;
  })();

  const club = (async () => {
    const made = await author.send<{ id: string }>('POST', '/api/groups', { name: 'Reef Runners', location: 'Cove 2', privacy: 'public' });
    ok(made, 'a group');
    ok(await mate.send('POST', `/api/groups/${made.json.id}/join`), 'joining the group');
    ok(await author.send('POST', `/api/groups/${made.json.id}/messages`, { content: 'Meet at the ramp at five.' }), 'a group message');
    return made.json.id;
  })();

  const conversation = (async () => {
    ok(await author.send('POST', '/api/messages', { recipientId: mate.id, content: 'Coming out on Saturday?' }), 'a message');
    ok(await mate.send('POST', '/api/messages', { recipientId: author.id, content: "Wouldn't miss it." }), 'a reply');
  })();

  const question = await forum;
  // The operator reviews what the others reported of the author's: her catches and trips, and her question.
  const reporters = [mate, follower, stranger];
  const reports = Promise.all(
    [...reportedThings, { kind: 'question' as const, itemId: question }].map(async (item, i) =>
      ok(await reporters[i % reporters.length]!.send('POST', '/api/reports', { ...item, reason: 'spam' }), `a report of ${item.kind}`),
    ),
  );
  // The operator warns her over the first of them (warned, not hidden: the others still read it) and
  // she appeals, so the console's appeals and audit and her statements hold her thing too.
  const review = (async () => {
    await Promise.all([reports, makeOperator(app, operator)]);
    const [first] = reportedThings;
    const acted = await operator.send<{ id: string }>('POST', '/api/operator/actions', {
      ...first,
      action: 'warn',
      ruleId: COMMUNITY_GUIDELINES[0].id,
      note: 'Keep it civil',
    });
    ok(acted, 'a warning');
    ok(
      await author.send('POST', `/api/moderation/statements/${acted.json.id}/appeal`, { text: 'It was a fair report of a fine fish' }),
      'an appeal',
    );
  })();

  const advertising = (async () => {
    const now = clock.now().getTime();
    const campaign = await advertiser.send<CampaignDetail>(
      'POST',
      `/api/advertisers/${advertiser.user.advertiserId}/campaigns`,
      {
        name: 'Reef Lures',
        description: 'Lures for the reef',
        startsAt: new Date(now - 86_400_000).toISOString(),
        endsAt: new Date(now + 30 * 86_400_000).toISOString(),
        budget: 100,
        cpm: 2.5,
        cpc: 0.4,
        placements: ['header', 'native'],
      },
      { origin: app.url },
    );
    ok(campaign, 'a campaign');
    return campaign.json.id;
  })();

  const [groupId, campaignId] = await Promise.all([club, advertising, conversation, review]);
  const advertiserId = advertiser.user.advertiserId;
  return {
    tournamentId: tournament.id,
    questionId: question,
    groupId,
    advertiserId,
    campaignId,
    known: [
      { id: tournament.id, entryId },
      { id: advertiserId, campaignId },
      ...[...reportedThings, { kind: 'question', itemId: question }].map(({ kind, itemId }) => ({ kind, itemId })),
    ],
  };
}
