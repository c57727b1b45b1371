import { AlreadyAppealed, CannotAppeal, CannotChallenge, EntryAlreadyJudged, NotYourEntry } from './tournament.errors.ts';
import type { FindingKind } from './entry-findings.ts';

export type EntryStatus = 'pending' | 'verified' | 'rejected';
export type EntryFlag = FindingKind;
export type RejectReason = 'identifier_not_visible' | 'eye_covered' | 'mouth_open' | 'wrong_species' | 'outside_window' | 'other';
export type JudgingAction = 'submitted' | 'edited' | 'resubmitted' | 'verified' | 'rejected' | 'challenged' | 'appealed';

/** What the judging rules need of an entry. */
export interface JudgedEntry {
  anglerId: string;
  status: EntryStatus;
}

/**
 * Verification: every entry starts Pending. Its angler may edit it until it is judged; a
 * rejected entry may be resubmitted (Pending again). The organizer verifies or rejects a pending
 * entry. Any other participant may challenge a verified entry — anonymously — which sends it back to
 * review (each participant once per entry). Only verified entries score. Every act goes to the entry's append-only log.
 */
export function editActionFor(entry: JudgedEntry, anglerId: string): 'edited' | 'resubmitted' {
  if (entry.anglerId !== anglerId) throw new NotYourEntry();
  if (entry.status === 'verified') throw new EntryAlreadyJudged('verified');
  return entry.status === 'rejected' ? 'resubmitted' : 'edited';
}

export function assertJudgeable(entry: JudgedEntry): void {
  if (entry.status !== 'pending') throw new EntryAlreadyJudged(entry.status);
}

/** `challengedBefore`: whether this participant has challenged this entry already (once is enough: no one is hounded). */
export function assertChallengeable(entry: JudgedEntry, challengerId: string, challengedBefore: boolean): void {
  if (entry.anglerId === challengerId) throw new CannotChallenge('own');
  if (entry.status !== 'verified') throw new CannotChallenge('not-verified');
  if (challengedBefore) throw new CannotChallenge('twice');
}

/**
 * Its angler appeals a rejection once: the entry goes back to the organizer's queue with the angler's
 * word, and whatever the organizer decides then stands (`appealedBefore`: any earlier appeal of it).
 */
export function assertAppealable(entry: JudgedEntry, anglerId: string, appealedBefore: boolean): void {
  if (entry.anglerId !== anglerId) throw new NotYourEntry();
  if (appealedBefore) throw new AlreadyAppealed();
  if (entry.status !== 'rejected') throw new CannotAppeal('not-rejected');
}
