/** The tables tournaments owns: no other module's SQL names them (test/table-owners.test.ts). */
export const tournamentsTables = [
  'tournaments',
  'tournament_participants',
  'tournament_entries',
  'tournament_judging_log',
  'tournament_standings',
  'tournament_prizes',
  'tournament_photo_fingerprints',
  'tournament_entry_flags',
  'tournament_invitations',
] as const;
