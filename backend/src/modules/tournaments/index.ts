/**
 * tournaments — competitions clubs and organizers run: the tournament (its status always computed from
 * its dates and the clock), who takes part, the catches they enter and how the organizer judges them
 * (Pending until verified; rejections with a reason; anonymous challenges; an append-only log), the
 * standings kept exact as entries are judged, and the prizes with their winners. Names and pictures
 * of anglers are its own copy, fed by identity. Other modules reach tournaments only through this door.
 */
export { TournamentInvitationSent } from './domain/tournament.events.ts';
