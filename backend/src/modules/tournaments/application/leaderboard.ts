import { inject } from 'inversify';
import { StandingsRepository, type LeaderboardRecord } from './ports.ts';
import { FindTournament } from './find-tournament.ts';

export interface LeaderboardLine extends LeaderboardRecord {
  rank: number;
}

/** The leaderboard: the kept standings (verified entries only), best first; rank is the place in that order. */
export class Leaderboard {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(StandingsRepository) private readonly standings: StandingsRepository,
  ) {}

  async execute(tournamentId: string, limit: number, viewerId: string): Promise<LeaderboardLine[]> {
    // A board is read by whoever may read its tournament (hidden and private ones are gone to the rest).
    await this.find.execute(tournamentId, viewerId);
    const rows = await this.standings.top(tournamentId, limit);
    return rows.map((row, i) => ({ ...row, rank: i + 1 }));
  }
}
