import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { pointsOf } from '../domain/points.ts';
import { editActionFor } from '../domain/entry.ts';
import { EntryNotFound } from '../domain/tournament.errors.ts';
import { EntryRepository, type EntryRead } from './ports.ts';
import { FindTournament } from './find-tournament.ts';
import { EntryPhotos } from './entry-photos.ts';
import { EntryEvidence } from './entry-evidence.ts';
import { chosenPrecisions, type CatchEntered } from './submit-entry.ts';
import { PostsFacade } from '../../posts/index.ts';

/**
 * Its angler edits an entry until it is judged, or resubmits a rejected one (back to Pending). The
 * same rules as a submission apply (active, inside the window); a new photo is checked again, and
 * without one the old photo and what was noticed about it stay (its claimed size is checked again). Submission time is kept — an edit
 * does not jump the queue, nor lose a tie.
 */
export class EditEntry {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(EntryRepository) private readonly entries: EntryRepository,
    @inject(EntryPhotos) private readonly photos: EntryPhotos,
    @inject(EntryEvidence) private readonly evidence: EntryEvidence,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(PostsFacade) private readonly posts: PostsFacade,
  ) {}

  async execute(tournamentId: string, entryId: string, anglerId: string, entered: CatchEntered): Promise<EntryRead> {
    const { tournament, participant } = await this.find.execute(tournamentId, anglerId);
    const before = await this.entries.find(tournamentId, entryId);
    if (!before) throw new EntryNotFound();
    editActionFor(before, anglerId);
    const now = this.clock.now();
    const caughtAt = entered.caughtAt ?? before.caughtAt;
    tournament.assertCanSubmit(
      { isParticipant: participant !== null },
      { caughtAt, weightKg: entered.weightKg, lengthCm: entered.lengthCm },
      now,
    );
    // Checked before a new photo is stored: a refused choice keeps nothing.
    const precisions = await this.posts.precisionsChosen(anglerId, chosenPrecisions(entered), before);
    const fresh = entered.photoDataUrl || (entered.photoUrl && entered.photoUrl !== before.photoUrl);
    const {
      fingerprints,
      findings: seen,
      ...photo
    } = fresh
      ? await this.photos.attach(tournament, entered, entryId)
      : {
          photoUrl: before.photoUrl,
          thumbnailUrl: before.thumbnailUrl,
          photoTakenAt: before.photoTakenAt,
          photoHash: before.photoHash,
          fingerprints: null,
          findings: await this.evidence.photoFindingsOf(entryId),
        };
    const { findings, flags } = this.evidence.judge(seen, entered);
    return this.transactions.run(async () => {
      const locked = await this.entries.lock(tournamentId, entryId);
      if (!locked) throw new EntryNotFound();
      const action = editActionFor(locked, anglerId); // judged meanwhile? then no
      const entry = {
        ...locked,
        species: entered.species,
        weightTyped: entered.weightTyped,
        lengthTyped: entered.lengthTyped,
        weightKg: entered.weightKg,
        lengthCm: entered.lengthCm,
        method: entered.method,
        bait: entered.bait,
        locationName: entered.locationName,
        ...precisions,
        description: entered.description,
        ...photo,
        flags,
        points: pointsOf(entered),
        status: 'pending' as const,
        rejectReason: null,
        rejectNote: null,
        caughtAt,
      };
      await this.entries.replace(entry);
      await this.evidence.keep(entryId, findings, fingerprints);
      await this.entries.appendLog(entryId, { at: now, action, actorId: anglerId, actorRole: 'angler', reason: null, note: null });
      return { ...entry, participantName: before.participantName, profileImageUrl: before.profileImageUrl };
    });
  }
}
