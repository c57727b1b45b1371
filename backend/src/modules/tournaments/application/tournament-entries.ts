import { inject } from 'inversify';
import { EntryNotFound } from '../domain/tournament.errors.ts';
import type { Tournament } from '../domain/tournament.ts';
import { EntryRepository, type EntryRead, type JudgingLogEntry } from './ports.ts';
import { FindTournament } from './find-tournament.ts';

/** The All Entries tab, one entry with its judging log, and the organizer's review queue. */
export class TournamentEntries {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(EntryRepository) private readonly entries: EntryRepository,
  ) {}

  async newest(tournamentId: string, viewerId: string, limit: number): Promise<{ tournament: Tournament; entries: EntryRead[] }> {
    const { tournament } = await this.find.execute(tournamentId, viewerId);
    const entries = await this.entries.newest(tournamentId, limit, { anglerId: viewerId, isOrganizer: tournament.isOrganizer(viewerId) });
    return { tournament, entries };
  }

  /** A rejected entry is its angler's and the organizer's business only. */
  async one(
    tournamentId: string,
    entryId: string,
    viewerId: string,
  ): Promise<{ tournament: Tournament; entry: EntryRead; log: JudgingLogEntry[] }> {
    const { tournament } = await this.find.execute(tournamentId, viewerId);
    const entry = await this.entries.find(tournamentId, entryId);
    if (!entry || (entry.status === 'rejected' && entry.anglerId !== viewerId && !tournament.isOrganizer(viewerId)))
      throw new EntryNotFound();
    return { tournament, entry, log: await this.entries.logOf(entryId) };
  }

  async reviewQueue(tournamentId: string, organizerId: string): Promise<{ tournament: Tournament; entries: EntryRead[] }> {
    const { tournament } = await this.find.execute(tournamentId, organizerId);
    tournament.assertOrganizer(organizerId, 'review catches');
    return { tournament, entries: await this.entries.pending(tournamentId) };
  }
}
