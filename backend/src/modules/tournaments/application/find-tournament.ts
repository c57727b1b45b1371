import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import type { Tournament } from '../domain/tournament.ts';
import { TournamentNotFound } from '../domain/tournament.errors.ts';
import { ParticipantRepository, TournamentRepository, type ParticipantRecord } from './ports.ts';

/** A tournament and the viewer's participation, or TournamentNotFound (a malformed id is just as unknown). */
export class FindTournament {
  constructor(
    @inject(TournamentRepository) private readonly tournaments: TournamentRepository,
    @inject(ParticipantRepository) private readonly participants: ParticipantRepository,
  ) {}

  async execute(id: string, viewerId: string): Promise<{ tournament: Tournament; participant: ParticipantRecord | null }> {
    const tournament = isId(id) ? await this.tournaments.byId(id) : null;
    // A hidden tournament is as unknown as one never created, but to its organizer.
    if (!tournament?.shownTo(viewerId)) throw new TournamentNotFound();
    return { tournament, participant: await this.participants.find(id, viewerId) };
  }
}
