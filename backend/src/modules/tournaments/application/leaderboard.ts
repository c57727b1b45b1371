import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TournamentNotFound } from '../domain/tournament.errors.ts';
import { StandingsRepository, TournamentRepository, type LeaderboardRecord } from './ports.ts';

export interface LeaderboardLine extends LeaderboardRecord {
  rank: number;
}

/** The leaderboard: the kept standings (verified entries only), best first; rank is the place in that order. */
export class Leaderboard {
  constructor(
    @inject(TournamentRepository) private readonly tournaments: TournamentRepository,
    @inject(StandingsRepository) private readonly standings: StandingsRepository,
  ) {}

  async execute(tournamentId: string, limit: number, viewerId: string): Promise<LeaderboardLine[]> {
    if (!isId(tournamentId)) throw new TournamentNotFound();
    // A hidden tournament's board is gone with it (but for its organizer).
    if (!(await this.tournaments.byId(tournamentId))?.shownTo(viewerId)) throw new TournamentNotFound();
    const rows = await this.standings.top(tournamentId, limit);
    return rows.map((row, i) => ({ ...row, rank: i + 1 }));
  }
}
