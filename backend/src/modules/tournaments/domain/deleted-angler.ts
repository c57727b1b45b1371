/**
 * What a tournament does about an angler who deleted their account — a fair product's choice, kept
 * in one rule:
 * - Anything that has started (active, completed, or cancelled after the start) keeps its history
 *   for everyone else: the leaderboard, prizes already won and the judging log stay exactly as they
 *   were, but no longer say who the angler was. Their participation and entries pass to a
 *   pseudonym that names no account (one per tournament), shown as 'Deleted angler'; their photos
 *   leave the media store; the judging log keeps each line with its actor forgotten (null).
 * - A tournament they joined that has not started simply drops them (its participant count exact):
 *   there is no history to keep yet.
 * - A tournament they organise that has not started is cancelled: nobody else can run or judge it.
 *   One that has started stays with its organizer anonymised; nobody can judge it any more, so its
 *   pending entries stay pending and it ends on its date with the verified catches' standings.
 */
export interface DeletedAnglerIn {
  startDate: Date;
  cancelledAt: Date | null;
  organizes: boolean;
  takesPart: boolean;
  /** Whether any entry of theirs is in the tournament (history to keep whatever its dates say). */
  hasEntries: boolean;
}

export interface DeletedAnglerFate {
  /** Cancel the tournament (they organised it and it has not started). */
  cancel: boolean;
  /** Their organizer's name and id give way to the pseudonym. */
  anonymiseOrganizer: boolean;
  /** What happens to their participation. */
  participant: 'none' | 'drop' | 'anonymise';
}

export function fateOfDeletedAngler(t: DeletedAnglerIn, now: Date): DeletedAnglerFate {
  const started = now >= t.startDate;
  return {
    cancel: t.organizes && !started && t.cancelledAt === null,
    anonymiseOrganizer: t.organizes,
    participant: !t.takesPart ? 'none' : !started && !t.hasEntries ? 'drop' : 'anonymise',
  };
}

/** How a deleted angler is named wherever a tournament keeps their place. */
export const DELETED_ANGLER_NAME = 'Deleted angler';
