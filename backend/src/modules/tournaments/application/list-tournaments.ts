import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TournamentRepository, type TournamentFilter, type TournamentSeen } from './ports.ts';

/** The tournament list (spec §2): search, status and location; the status asked of the clock, not stored. */
export class ListTournaments {
  constructor(
    @inject(TournamentRepository) private readonly tournaments: TournamentRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  execute(filter: TournamentFilter, viewerId: string): Promise<TournamentSeen[]> {
    return this.tournaments.list(filter, viewerId, this.clock.now());
  }
}
