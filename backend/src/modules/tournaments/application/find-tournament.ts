import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import type { Tournament } from '../domain/tournament.ts';
import { TournamentNotFound } from '../domain/tournament.errors.ts';
import { InvitationRepository, ParticipantRepository, TournamentRepository, type ParticipantRecord } from './ports.ts';

/** A tournament the viewer may read and where they stand in it. */
export interface TournamentFound {
  tournament: Tournament;
  participant: ParticipantRecord | null;
  isInvited: boolean;
}

/**
 * A tournament the viewer may read, or TournamentNotFound: a malformed id, a hidden tournament (but to
 * its organizer) and a private one they are neither organizer of, in, nor invited to are all as unknown
 * as one never created — never a 403 that would confirm it exists.
 */
export class FindTournament {
  constructor(
    @inject(TournamentRepository) private readonly tournaments: TournamentRepository,
    @inject(ParticipantRepository) private readonly participants: ParticipantRepository,
    @inject(InvitationRepository) private readonly invitations: InvitationRepository,
  ) {}

  async execute(id: string, viewerId: string): Promise<TournamentFound> {
    if (!isId(id)) throw new TournamentNotFound();
    const [tournament, participant, isInvited] = await Promise.all([
      this.tournaments.byId(id),
      this.participants.find(id, viewerId),
      this.invitations.isInvited(id, viewerId),
    ]);
    return readable({ tournament, participant, isInvited }, viewerId);
  }

  /**
   * The same, inside the caller's transaction: the tournament's row and the viewer's participation
   * locked until it ends (joins, leaves and cancellation queue behind each other).
   */
  async lock(id: string, viewerId: string): Promise<TournamentFound> {
    if (!isId(id)) throw new TournamentNotFound();
    const tournament = await this.tournaments.lockById(id);
    // Inside the transaction every read goes through it, one at a time.
    const participant = await this.participants.lock(id, viewerId);
    const isInvited = await this.invitations.isInvited(id, viewerId);
    return readable({ tournament, participant, isInvited }, viewerId);
  }
}

function readable(found: Omit<TournamentFound, 'tournament'> & { tournament: Tournament | null }, viewerId: string): TournamentFound {
  const { tournament, participant, isInvited } = found;
  if (!tournament?.readableBy(viewerId, { isParticipant: participant !== null, isInvited })) throw new TournamentNotFound();
  return { tournament, participant, isInvited };
}
