import { inject } from 'inversify';
import { newId } from '../../../shared/kernel/ids.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { pointsOf } from '../domain/points.ts';
import type { TypedSize } from '../domain/typed-size.ts';
import { EntryRepository, type EntryRead, type EntryRecord } from './ports.ts';
import { FindTournament } from './find-tournament.ts';
import { EntryPhotos, type PhotoInput } from './entry-photos.ts';
import { EntryEvidence } from './entry-evidence.ts';
import { PostsFacade, type PlacePrecisions } from '../../posts/index.ts';
import type { LocationPrecision } from '../../../shared/kernel/location-shield.ts';

export interface CatchEntered extends PhotoInput {
  species: string;
  weightTyped: TypedSize | null;
  lengthTyped: TypedSize | null;
  weightKg: number | null;
  lengthCm: number | null;
  method: string;
  bait: string | null;
  locationName: string;
  /** How precisely the public and mates see the place; each one left out: the entry's own (an edit) or the angler's default. */
  publicPrecision: LocationPrecision | null;
  matesPrecision: LocationPrecision | null;
  description: string | null;
  caughtAt: Date | null;
}

/** The precisions an entry form names (the others are left to the entry or the angler's defaults). */
export const chosenPrecisions = (entered: CatchEntered): Partial<PlacePrecisions> => ({
  ...(entered.publicPrecision ? { publicPrecision: entered.publicPrecision } : {}),
  ...(entered.matesPrecision ? { matesPrecision: entered.matesPrecision } : {}),
});

/**
 * A participant submits a catch while the tournament is active (§4), caught inside the event window;
 * it starts Pending, its photo is checked as evidence before anything is written, and its claimed size
 * against what the species can reach.
 */
export class SubmitEntry {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(EntryRepository) private readonly entries: EntryRepository,
    @inject(EntryPhotos) private readonly photos: EntryPhotos,
    @inject(EntryEvidence) private readonly evidence: EntryEvidence,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(PostsFacade) private readonly posts: PostsFacade,
  ) {}

  async execute(tournamentId: string, anglerId: string, entered: CatchEntered): Promise<EntryRead> {
    const { tournament, participant } = await this.find.execute(tournamentId, anglerId);
    const now = this.clock.now();
    const caughtAt = entered.caughtAt ?? now;
    tournament.assertCanSubmit(
      { isParticipant: participant !== null },
      { caughtAt, weightKg: entered.weightKg, lengthCm: entered.lengthCm },
      now,
    );
    const id = newId();
    // Checked before the photo is stored: a refused choice keeps nothing.
    const precisions = await this.posts.precisionsChosen(anglerId, chosenPrecisions(entered), null);
    const { fingerprints, findings: seen, ...photo } = await this.photos.attach(tournament, entered, id);
    const { findings, flags } = this.evidence.judge(seen, entered);
    const entry: EntryRecord = {
      id,
      tournamentId,
      anglerId,
      species: entered.species,
      weightTyped: entered.weightTyped,
      lengthTyped: entered.lengthTyped,
      weightKg: entered.weightKg,
      lengthCm: entered.lengthCm,
      method: entered.method,
      bait: entered.bait,
      locationName: entered.locationName,
      publicPrecision: precisions.publicPrecision,
      matesPrecision: precisions.matesPrecision,
      description: entered.description,
      ...photo,
      flags,
      points: pointsOf(entered),
      status: 'pending',
      rejectReason: null,
      rejectNote: null,
      caughtAt,
      submittedAt: now,
    };
    await this.transactions.run(async () => {
      await this.entries.add(entry);
      await this.evidence.keep(id, findings, fingerprints);
      await this.entries.appendLog(id, { at: now, action: 'submitted', actorId: anglerId, actorRole: 'angler', reason: null, note: null });
    });
    return { ...entry, participantName: participant!.participantName, profileImageUrl: participant!.profileImageUrl };
  }
}
