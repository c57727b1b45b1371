import { inject } from 'inversify';
import { standingOf, type Scoring } from '../domain/scoring.ts';
import { EntryRepository, StandingsRepository } from './ports.ts';

/**
 * Keeps one angler's leaderboard row exact: whenever one of their entries is verified or leaves
 * verification, their row is recomputed from their verified fish by the pure scoring rule and written
 * in the same transaction (under their participation's lock). Reading the leaderboard never recounts.
 */
export class StandingsKeeper {
  constructor(
    @inject(EntryRepository) private readonly entries: EntryRepository,
    @inject(StandingsRepository) private readonly standings: StandingsRepository,
  ) {}

  async recompute(tournamentId: string, anglerId: string, scoring: Scoring): Promise<void> {
    const fish = await this.entries.verifiedFishOf(tournamentId, anglerId);
    await this.standings.put(tournamentId, anglerId, standingOf(anglerId, fish, scoring));
  }
}
