import { inject } from 'inversify';
import { newId } from '../../../shared/kernel/ids.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { PrizeRepository, StandingsRepository, type PrizeRecord } from './ports.ts';
import { FindTournament } from './find-tournament.ts';

export interface PrizeWithWinner extends PrizeRecord {
  winnerName: string | null;
}

export type PrizeDetails = Pick<PrizeRecord, 'position' | 'title' | 'description' | 'value'>;

/**
 * Prizes by position. The organizer alone adds them (403 for anyone else). Once the tournament is
 * completed each prize's winner is whoever holds that place on the final leaderboard — computed on
 * read from the kept standings rather than copied at the end, so a catch judged after the final
 * whistle (or a successful challenge) moves the prize with the result, and nothing can go stale.
 */
export class TournamentPrizes {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(PrizeRepository) private readonly prizes: PrizeRepository,
    @inject(StandingsRepository) private readonly standings: StandingsRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async list(tournamentId: string, viewerId: string): Promise<PrizeWithWinner[]> {
    const { tournament } = await this.find.execute(tournamentId, viewerId);
    const prizes = await this.prizes.byPosition(tournamentId);
    if (tournament.statusAt(this.clock.now()) !== 'completed' || prizes.length === 0)
      return prizes.map((p) => ({ ...p, winnerName: null }));
    const podium = await this.standings.top(tournamentId, Math.max(...prizes.map((p) => p.position)));
    return prizes.map((p) => ({ ...p, winnerName: podium[p.position - 1]?.participantName ?? null }));
  }

  async add(tournamentId: string, organizerId: string, details: PrizeDetails): Promise<PrizeWithWinner> {
    const { tournament } = await this.find.execute(tournamentId, organizerId);
    tournament.assertOrganizer(organizerId, 'add prizes');
    const prize: PrizeRecord = { ...details, id: newId(), tournamentId, createdAt: this.clock.now() };
    await this.prizes.add(prize);
    return (await this.list(tournamentId, organizerId)).find((p) => p.id === prize.id)!;
  }
}
