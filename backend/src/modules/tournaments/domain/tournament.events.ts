import { eventType, type EventOf } from '../../../shared/kernel/event-of.ts';

/** The organizer of a private tournament invited an angler (notifications tells them). */
export type TournamentInvitationSent = EventOf<
  'tournaments.TournamentInvitationSent',
  { tournamentId: string; anglerId: string; organizerId: string }
>;
export const TournamentInvitationSent = eventType<TournamentInvitationSent>('tournaments.TournamentInvitationSent');
