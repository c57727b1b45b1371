import type { ScoringType } from './tournaments.ts';

/*
 * The tournaments' words and the list's filter, apart from their schemas (tournaments.ts): a module is
 * bundled whole, so the list screen that shows these would otherwise also load zod and every schema
 * the tournament's forms use.
 */

/** The list's status filter offers only these (§4: cancelled has a badge, not a filter). */
export const TOURNAMENT_STATUS_FILTERS = ['upcoming', 'active', 'completed'] as const;

/** §9, verbatim. */
export const SCORING_LABELS: Record<ScoringType, string> = {
  weight: 'Heaviest Fish',
  length: 'Longest Fish',
  points: 'Points System',
  count: 'Most Fish',
};

/** §5 and §8, verbatim where the spec words them. */
export const TOURNAMENT_MESSAGES = {
  titleRequired: 'Title is required',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  deadlineRequired: 'Registration deadline is required',
  minParticipants: 'Must allow at least 1 participant',
  entryFeeNegative: 'Entry fee cannot be negative',
  prizePoolNegative: 'Prize pool cannot be negative',
  locationRequired: 'Location is required',
  endAfterStart: 'End date must be after the start date',
  deadlineBeforeStart: 'Registration deadline must be on or before the start date',
  speciesRequired: 'Species is required',
  weightPositive: 'Weight must be greater than 0',
  lengthPositive: 'Length must be greater than 0',
  methodRequired: 'Fishing method is required',
  positionMin: 'Position must be at least 1',
  prizeTitleRequired: 'Prize title is required',
  prizeValueNegative: 'Prize value cannot be negative',
  joinFailed: 'Failed to join tournament',
  joined: "You've successfully joined the tournament!",
  left: "You've left the tournament",
  entrySubmitted: 'Your catch has been submitted!',
  prizeAdded: 'Prize added to tournament!',
  notFound: 'Tournament not found',
  notFoundDescription: "The tournament you're looking for doesn't exist or has been removed.",
  noDescription: 'No description provided',
  dateTbd: 'Date TBD',
  unknownOrganizer: 'Unknown',
  notStarted: 'Tournament Not Started',
  noTournaments: 'No tournaments found',
  noTournamentsHint: 'Try adjusting your filters or be the first to create one!',
  rejectNoteRequired: 'Say what was wrong in a few words',
} as const;
