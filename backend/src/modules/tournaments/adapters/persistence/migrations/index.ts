import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Tournaments20251124100000 } from './20251124100000_tournaments.ts';
import { TournamentEnds20251124100100 } from './20251124100100_tournament_ends.ts';
import { JudgingLogForgetsDeletedAnglers20261123180000 } from './20261123180000_judging_log_forgets_deleted_anglers.ts';
import { FairEntries20261128064134 } from './20261128064134_fair_entries.ts';
import { HiddenTournaments20261128072243 } from './20261128072243_hidden_tournaments.ts';
import { SizesAsTyped20261128091200 } from './20261128091200_sizes_as_typed.ts';
import { EntryPlacePrecisions20261128093733 } from './20261128093733_entry_place_precisions.ts';
import { TournamentInvitations20261128095728 } from './20261128095728_tournament_invitations.ts';

export const tournamentsMigrations: NamedMigration[] = [
  { name: '20251124100000_tournaments', class: Tournaments20251124100000 },
  { name: '20251124100100_tournament_ends', class: TournamentEnds20251124100100 },
  { name: '20261123180000_judging_log_forgets_deleted_anglers', class: JudgingLogForgetsDeletedAnglers20261123180000 },
  { name: '20261128064134_fair_entries', class: FairEntries20261128064134 },
  { name: '20261128072243_hidden_tournaments', class: HiddenTournaments20261128072243 },
  { name: '20261128091200_sizes_as_typed', class: SizesAsTyped20261128091200 },
  { name: '20261128093733_entry_place_precisions', class: EntryPlacePrecisions20261128093733 },
  { name: '20261128095728_tournament_invitations', class: TournamentInvitations20261128095728 },
];
