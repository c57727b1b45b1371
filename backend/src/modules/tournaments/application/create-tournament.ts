import { randomInt } from 'node:crypto';
import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { newId } from '../../../shared/kernel/ids.ts';
import { AnglersFacade } from '../../identity/index.ts';
import { Tournament, type TournamentToCreate } from '../domain/tournament.ts';
import { TournamentRepository } from './ports.ts';
import { nameOf } from './angler-name.ts';

export type TournamentDetails = Omit<TournamentToCreate, 'id' | 'organizerId' | 'organizerName' | 'identifierCode' | 'createdAt'>;

/** Letters and digits no one misreads on a scrap of paper in a photo (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const newIdentifierCode = () =>
  Array.from({ length: 6 }, (_, i) => (i === 3 ? '-' : '') + CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** An angler creates a tournament and organizes it; it gets its per-event identifier code now, shown later. */
export class CreateTournament {
  constructor(
    @inject(TournamentRepository) private readonly tournaments: TournamentRepository,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(organizerId: string, details: TournamentDetails): Promise<Tournament> {
    const cards = await this.anglers.cardsOf([organizerId]);
    const tournament = Tournament.create({
      ...details,
      id: newId(),
      organizerId,
      organizerName: nameOf(cards.get(organizerId)),
      identifierCode: newIdentifierCode(),
      createdAt: this.clock.now(),
    });
    await this.tournaments.add(tournament);
    return tournament;
  }
}
