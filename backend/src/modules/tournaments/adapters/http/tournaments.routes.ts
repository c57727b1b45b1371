import { inject } from 'inversify';
import { tournamentsRoutes, type SubmitEntry as SubmitEntryBody } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { ClockToken, type Clock } from '../../../../platform/time/clock.ts';
import { CreateTournament } from '../../application/create-tournament.ts';
import { ListTournaments } from '../../application/list-tournaments.ts';
import { FindTournament } from '../../application/find-tournament.ts';
import { CancelTournament } from '../../application/cancel-tournament.ts';
import { JoinTournament } from '../../application/join-tournament.ts';
import { LeaveTournament } from '../../application/leave-tournament.ts';
import { TournamentParticipants } from '../../application/tournament-participants.ts';
import { InviteAnglers } from '../../application/invite-anglers.ts';
import { SubmitEntry, type CatchEntered } from '../../application/submit-entry.ts';
import { EditEntry } from '../../application/edit-entry.ts';
import { JudgeEntry } from '../../application/judge-entry.ts';
import { ChallengeEntry } from '../../application/challenge-entry.ts';
import { AppealEntry } from '../../application/appeal-entry.ts';
import { EntryReviews } from '../../application/entry-reviews.ts';
import { EntryPlaces } from '../../application/entry-places.ts';
import type { EntryRead } from '../../application/ports.ts';
import type { Tournament } from '../../domain/tournament.ts';
import { centimetresOf, kilogramsOf } from '../../domain/typed-size.ts';
import { TournamentEntries } from '../../application/tournament-entries.ts';
import { Leaderboard } from '../../application/leaderboard.ts';
import { TournamentPrizes } from '../../application/tournament-prizes.ts';
import {
  toEntryResponse,
  toInvitableResponse,
  toInvitedResponse,
  toLeaderboardRow,
  toLogLine,
  toParticipantResponse,
  toPrizeResponse,
  toTournamentResponse,
} from './tournament.response.ts';

/** What the angler typed is kept in its unit; kilograms and centimetres follow from it exactly. */
const toCatch = (body: SubmitEntryBody): CatchEntered => {
  const weightTyped = body.weight == null ? null : { value: body.weight, unit: body.weightUnit ?? 'kg' };
  const lengthTyped = body.length == null ? null : { value: body.length, unit: body.lengthUnit ?? 'cm' };
  return {
    species: body.species,
    weightTyped,
    lengthTyped,
    weightKg: kilogramsOf(weightTyped),
    lengthCm: centimetresOf(lengthTyped),
    method: body.method,
    bait: body.bait ?? null,
    locationName: body.locationName,
    publicPrecision: body.publicPrecision ?? null,
    matesPrecision: body.matesPrecision ?? null,
    description: body.description ?? null,
    photoDataUrl: body.photoDataUrl ?? null,
    photoUrl: body.photoUrl ?? null,
    caughtAt: body.caughtAt ? new Date(body.caughtAt) : null,
  };
};

/** Tournaments over HTTP (spec §7 and the verification calls): contract in, use case, contract out. */
export class TournamentsRoutes implements RouteModule {
  constructor(
    @inject(CreateTournament) private readonly create: CreateTournament,
    @inject(ListTournaments) private readonly list: ListTournaments,
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(CancelTournament) private readonly cancel: CancelTournament,
    @inject(JoinTournament) private readonly join: JoinTournament,
    @inject(LeaveTournament) private readonly leave: LeaveTournament,
    @inject(TournamentParticipants) private readonly participants: TournamentParticipants,
    @inject(InviteAnglers) private readonly invitations: InviteAnglers,
    @inject(SubmitEntry) private readonly submit: SubmitEntry,
    @inject(EditEntry) private readonly edit: EditEntry,
    @inject(JudgeEntry) private readonly judge: JudgeEntry,
    @inject(ChallengeEntry) private readonly challenge: ChallengeEntry,
    @inject(AppealEntry) private readonly appeal: AppealEntry,
    @inject(EntryReviews) private readonly reviews: EntryReviews,
    @inject(EntryPlaces) private readonly places: EntryPlaces,
    @inject(TournamentEntries) private readonly entries: TournamentEntries,
    @inject(Leaderboard) private readonly leaderboard: Leaderboard,
    @inject(TournamentPrizes) private readonly prizes: TournamentPrizes,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  register(http: HttpRoutes): void {
    http.on(tournamentsRoutes.listTournaments, async ({ query }, { anglerId }) => {
      const now = this.clock.now();
      return (await this.list.execute(query, anglerId)).map(({ tournament, ...standing }) =>
        toTournamentResponse(tournament, anglerId, standing, now),
      );
    });

    http.on(tournamentsRoutes.createTournament, async ({ body }, { anglerId }) => {
      const tournament = await this.create.execute(anglerId, {
        title: body.title,
        description: body.description ?? null,
        rules: body.rules ?? null,
        startDate: new Date(body.startDate),
        endDate: new Date(body.endDate),
        registrationDeadline: new Date(body.registrationDeadline),
        maxParticipants: body.maxParticipants ?? null,
        entryFee: body.entryFee ?? null,
        prizePool: body.prizePool ?? null,
        scoringType: body.scoringType,
        bestN: body.bestN ?? null,
        locationName: body.locationName,
        isPublic: body.isPublic,
      });
      return respond(201, toTournamentResponse(tournament, anglerId, { isParticipant: false, isInvited: false }, this.clock.now()));
    });

    http.on(tournamentsRoutes.tournament, async ({ params }, { anglerId }) => this.#tournament(params.id, anglerId));

    http.on(tournamentsRoutes.cancelTournament, async ({ params }, { anglerId }) => {
      await this.cancel.execute(params.id, anglerId);
      return this.#tournament(params.id, anglerId);
    });

    http.on(tournamentsRoutes.invitations, async ({ params }, { anglerId }) => {
      const { invited, mates } = await this.invitations.list(params.id, anglerId);
      return { invited: invited.map(toInvitedResponse), mates: mates.map(toInvitableResponse) };
    });

    http.on(tournamentsRoutes.inviteAngler, async ({ params, body }, { anglerId }) =>
      respond(201, toInvitedResponse(await this.invitations.invite(params.id, anglerId, body.anglerId))),
    );

    http.on(tournamentsRoutes.uninviteAngler, async ({ params }, { anglerId }) => {
      await this.invitations.withdraw(params.id, anglerId, params.anglerId);
      return respond(204, null);
    });

    http.on(tournamentsRoutes.participants, async ({ params }, { anglerId }) =>
      (await this.participants.execute(params.id, anglerId)).map(toParticipantResponse),
    );

    http.on(tournamentsRoutes.join, async ({ params, body }, { anglerId }) =>
      respond(201, toParticipantResponse(await this.join.execute(params.id, anglerId, body.teamName ?? null))),
    );

    http.on(tournamentsRoutes.leave, async ({ params }, { anglerId }) => {
      await this.leave.execute(params.id, anglerId);
      return respond(204, null);
    });

    http.on(tournamentsRoutes.entries, async ({ params, query }, { anglerId }) => {
      const { tournament, entries } = await this.entries.newest(params.id, anglerId, query.limit);
      return this.#responses(entries, anglerId, tournament);
    });

    http.on(tournamentsRoutes.entry, async ({ params }, { anglerId }) => {
      const { tournament, entry, log } = await this.entries.one(params.id, params.entryId, anglerId);
      const [response] = await this.#responses([entry], anglerId, tournament);
      return { ...response!, log: log.map(toLogLine) };
    });

    http.on(tournamentsRoutes.submitEntry, async ({ params, body }, { anglerId }) => {
      const entry = await this.submit.execute(params.id, anglerId, toCatch(body));
      return respond(201, await this.#response(entry, params.id, anglerId));
    });

    http.on(tournamentsRoutes.editEntry, async ({ params, body }, { anglerId }) => {
      const entry = await this.edit.execute(params.id, params.entryId, anglerId, toCatch(body));
      return this.#response(entry, params.id, anglerId);
    });

    http.on(tournamentsRoutes.reviewQueue, async ({ params }, { anglerId }) => {
      const { tournament, entries } = await this.entries.reviewQueue(params.id, anglerId);
      return this.#responses(entries, anglerId, tournament);
    });

    http.on(tournamentsRoutes.verifyEntry, async ({ params }, { anglerId }) => {
      const entry = await this.judge.verify(params.id, params.entryId, anglerId);
      return this.#response(entry, params.id, anglerId);
    });

    http.on(tournamentsRoutes.rejectEntry, async ({ params, body }, { anglerId }) => {
      const entry = await this.judge.reject(params.id, params.entryId, anglerId, body.reason, body.note ?? null);
      return this.#response(entry, params.id, anglerId);
    });

    http.on(tournamentsRoutes.challengeEntry, async ({ params, body }, { anglerId }) => {
      const entry = await this.challenge.execute(params.id, params.entryId, anglerId, body.note ?? null);
      return this.#response(entry, params.id, anglerId);
    });

    http.on(tournamentsRoutes.appealEntry, async ({ params, body }, { anglerId }) => {
      const entry = await this.appeal.execute(params.id, params.entryId, anglerId, body.note);
      return this.#response(entry, params.id, anglerId);
    });

    http.on(tournamentsRoutes.leaderboard, async ({ params, query }, { anglerId }) =>
      (await this.leaderboard.execute(params.id, query.limit, anglerId)).map(toLeaderboardRow),
    );

    http.on(tournamentsRoutes.prizes, async ({ params }, { anglerId }) =>
      (await this.prizes.list(params.id, anglerId)).map(toPrizeResponse),
    );

    http.on(tournamentsRoutes.addPrize, async ({ params, body }, { anglerId }) =>
      respond(
        201,
        toPrizeResponse(
          await this.prizes.add(params.id, anglerId, {
            position: body.position,
            title: body.title,
            description: body.description ?? null,
            value: body.value ?? null,
          }),
        ),
      ),
    );
  }

  async #tournament(id: string, viewerId: string) {
    const { tournament, participant, isInvited } = await this.find.execute(id, viewerId);
    return toTournamentResponse(tournament, viewerId, { isParticipant: participant !== null, isInvited }, this.clock.now());
  }

  async #responses(entries: readonly EntryRead[], viewerId: string, tournament: Tournament) {
    const [reviews, places] = await Promise.all([
      this.reviews.of(entries.map((e) => e.id)),
      this.places.seenBy(entries, viewerId, tournament),
    ]);
    return entries.map((e) => toEntryResponse(e, places.get(e.id)!, viewerId, tournament, reviews.get(e.id)));
  }

  async #response(entry: EntryRead, tournamentId: string, viewerId: string) {
    const { tournament } = await this.find.execute(tournamentId, viewerId);
    const [response] = await this.#responses([entry], viewerId, tournament);
    return response!;
  }
}
