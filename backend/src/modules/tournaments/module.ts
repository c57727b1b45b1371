import { ContainerModule } from 'inversify';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import {
  Appeals,
  EntryFindings,
  EntryRepository,
  InvitationRepository,
  ParticipantRepository,
  PhotoFingerprints,
  PrizeRepository,
  StandingsRepository,
  TournamentRepository,
} from './application/ports.ts';
import { FindTournament } from './application/find-tournament.ts';
import { CreateTournament } from './application/create-tournament.ts';
import { ListTournaments } from './application/list-tournaments.ts';
import { CancelTournament } from './application/cancel-tournament.ts';
import { JoinTournament } from './application/join-tournament.ts';
import { LeaveTournament } from './application/leave-tournament.ts';
import { TournamentParticipants } from './application/tournament-participants.ts';
import { InviteAnglers } from './application/invite-anglers.ts';
import { EntryPhotos } from './application/entry-photos.ts';
import { SubmitEntry } from './application/submit-entry.ts';
import { EditEntry } from './application/edit-entry.ts';
import { StandingsKeeper } from './application/standings-keeper.ts';
import { JudgeEntry } from './application/judge-entry.ts';
import { ChallengeEntry } from './application/challenge-entry.ts';
import { AppealEntry } from './application/appeal-entry.ts';
import { EntryEvidence } from './application/entry-evidence.ts';
import { EntryReviews } from './application/entry-reviews.ts';
import { EntryPlaces } from './application/entry-places.ts';
import { TournamentEntries } from './application/tournament-entries.ts';
import { Leaderboard } from './application/leaderboard.ts';
import { TournamentPrizes } from './application/tournament-prizes.ts';
import { KeepParticipantCards } from './application/keep-participant-cards.ts';
import { SqlTournamentRepository } from './adapters/persistence/sql-tournament.repository.ts';
import { SqlParticipantRepository } from './adapters/persistence/sql-participant.repository.ts';
import { SqlInvitationRepository } from './adapters/persistence/sql-invitation.repository.ts';
import { SqlEntryRepository } from './adapters/persistence/sql-entry.repository.ts';
import { SqlStandingsRepository } from './adapters/persistence/sql-standings.repository.ts';
import { SqlPrizeRepository } from './adapters/persistence/sql-prize.repository.ts';
import { SqlPhotoFingerprints } from './adapters/persistence/sql-photo-fingerprints.repository.ts';
import { SqlEntryFindings } from './adapters/persistence/sql-entry-findings.repository.ts';
import { SqlAppeals } from './adapters/persistence/sql-appeals.repository.ts';
import { LeaderboardCache } from './adapters/persistence/leaderboard.cache.ts';
import { TournamentListCache } from './adapters/persistence/tournament-list.cache.ts';
import { ForgetDeletedAnglerInTournaments } from './adapters/persistence/forget-deleted-angler.ts';
import { TournamentsRoutes } from './adapters/http/tournaments.routes.ts';
import { ModeratedContentToken } from '../moderation/index.ts';
import { ModeratedTournaments } from './adapters/persistence/moderated-tournaments.ts';

/** Binds tournaments' ports to their SQL adapters, its use cases, its reactions to identity's cards and deleted accounts, and its routes. */
export const tournamentsModule = new ContainerModule(({ bind }) => {
  bind(TournamentRepository).to(SqlTournamentRepository).inSingletonScope();
  bind(ParticipantRepository).to(SqlParticipantRepository).inSingletonScope();
  bind(InvitationRepository).to(SqlInvitationRepository).inSingletonScope();
  bind(EntryRepository).to(SqlEntryRepository).inSingletonScope();
  bind(LeaderboardCache).toSelf().inSingletonScope();
  bind(TournamentListCache).toSelf().inSingletonScope();
  bind(StandingsRepository).to(SqlStandingsRepository).inSingletonScope();
  bind(PrizeRepository).to(SqlPrizeRepository).inSingletonScope();
  bind(PhotoFingerprints).to(SqlPhotoFingerprints).inSingletonScope();
  bind(EntryFindings).to(SqlEntryFindings).inSingletonScope();
  bind(Appeals).to(SqlAppeals).inSingletonScope();
  const useCases: Array<new (...args: never[]) => unknown> = [
    FindTournament,
    CreateTournament,
    ListTournaments,
    CancelTournament,
    JoinTournament,
    LeaveTournament,
    TournamentParticipants,
    InviteAnglers,
    EntryPhotos,
    EntryEvidence,
    EntryReviews,
    EntryPlaces,
    SubmitEntry,
    EditEntry,
    StandingsKeeper,
    JudgeEntry,
    ChallengeEntry,
    AppealEntry,
    TournamentEntries,
    Leaderboard,
    TournamentPrizes,
  ];
  for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope();
  bind(EventReactionToken).to(KeepParticipantCards).inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAnglerInTournaments).inSingletonScope();
  bind(RouteModuleToken).to(TournamentsRoutes).inSingletonScope();
  // Tournaments reported, hidden, shown again and removed, as moderation asks.
  bind(ModeratedContentToken).to(ModeratedTournaments).inSingletonScope();
});
