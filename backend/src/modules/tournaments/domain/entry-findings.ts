import type { Implausibility } from './plausibility.ts';

/**
 * What the server noticed about an entry, for the organizer's review: each finding has a kind and a
 * reason in words (the organizer reads it as it is). A flag asks the organizer to look closer; a note
 * only tells them something is unknown — a photo without a capture time is common (many apps drop
 * it) and proves nothing either way. Neither is a verdict.
 */
export type FindingKind = 'no_photo' | 'no_capture_time' | 'taken_outside_window' | 'photo_reused' | Implausibility['kind'];

export interface EntryFinding {
  kind: FindingKind;
  severity: 'flag' | 'note';
  reason: string;
  /** For a reused photo: the earlier entry (any tournament) whose photo it matches. */
  earlierEntryId: string | null;
}

/** What the photo told the server. */
export type PhotoSeen =
  | { kind: 'none' }
  /** A photo stored before (its metadata already gone): nothing can be read from it. */
  | { kind: 'stored-before' }
  | {
      kind: 'fresh';
      takenAt: Date | null;
      takenAtZoneKnown: boolean;
      outsideWindow: boolean;
      window: { start: Date; end: Date };
      /** The closest earlier entry whose photo is the same picture, and how many bits apart. */
      duplicateOf: { entryId: string; distance: number } | null;
    };

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const flag = (kind: FindingKind, reason: string, earlierEntryId: string | null = null): EntryFinding => ({
  kind,
  severity: 'flag',
  reason,
  earlierEntryId,
});

export function photoFindings(photo: PhotoSeen): EntryFinding[] {
  if (photo.kind === 'none') return [flag('no_photo', 'No photo was submitted with this catch.')];
  const noTime: EntryFinding = {
    kind: 'no_capture_time',
    severity: 'note',
    reason: 'No capture time in the photo, so when it was taken cannot be checked.',
    earlierEntryId: null,
  };
  if (photo.kind === 'stored-before') return [noTime];
  const found: EntryFinding[] = [];
  if (!photo.takenAt) found.push(noTime);
  else if (photo.outsideWindow)
    found.push(
      flag(
        'taken_outside_window',
        `The photo was taken ${utc(photo.takenAt)}${photo.takenAtZoneKnown ? '' : ' (camera clock without a time zone, read as UTC)'}, outside the tournament (${utc(photo.window.start)} – ${utc(photo.window.end)}).`,
      ),
    );
  if (photo.duplicateOf)
    found.push(
      flag(
        'photo_reused',
        `This photo is a near-duplicate of an earlier entry’s photo (${photo.duplicateOf.distance} of 64 fingerprint bits differ): re-encoded, resized, cropped or mirrored.`,
        photo.duplicateOf.entryId,
      ),
    );
  return found;
}

export const claimFindings = (implausible: Implausibility[]): EntryFinding[] => implausible.map((i) => flag(i.kind, i.reason));

/** The flags' kinds, as an entry lists them (notes left out). */
export const flagKindsOf = (findings: EntryFinding[]): FindingKind[] => findings.filter((f) => f.severity === 'flag').map((f) => f.kind);

const CLAIM_KINDS: ReadonlySet<FindingKind> = new Set(['beyond_record_length', 'beyond_record_weight', 'implausible_ratio']);

/** The photo's findings of an entry (an edit that keeps the photo keeps these, and checks the claim again). */
export const photoPart = (findings: readonly EntryFinding[]): EntryFinding[] => findings.filter((f) => !CLAIM_KINDS.has(f.kind));
