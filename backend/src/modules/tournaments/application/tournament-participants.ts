import { inject } from 'inversify';
import { ParticipantRepository, type ParticipantRecord } from './ports.ts';
import { FindTournament } from './find-tournament.ts';

/** The Participants tab: everyone still in, in the order they joined. */
export class TournamentParticipants {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(ParticipantRepository) private readonly participants: ParticipantRepository,
  ) {}

  async execute(tournamentId: string, viewerId: string): Promise<ParticipantRecord[]> {
    await this.find.execute(tournamentId, viewerId);
    return this.participants.inOrderOfJoining(tournamentId);
  }
}
