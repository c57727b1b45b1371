import { inject } from 'inversify';
import { MediaStoreToken, type MediaStore } from '../../../platform/media/media-store.ts';
import { GREY_SIDE } from '../../../platform/media/photo-evidence.ts';
import type { Tournament } from '../domain/tournament.ts';
import { photoFindings, type EntryFinding } from '../domain/entry-findings.ts';
import { storedHashesOf } from '../domain/photo-crops.ts';
import { PhotoFingerprints } from './ports.ts';

export interface PhotoInput {
  photoDataUrl?: string | null;
  photoUrl?: string | null;
}

export interface AttachedPhoto {
  photoUrl: string | null;
  thumbnailUrl: string | null;
  photoTakenAt: Date | null;
  photoHash: string | null;
  /** The photo's hashes to keep (whole picture first); none without a fresh photo. */
  fingerprints: bigint[];
  findings: EntryFinding[];
}

const bits = (hash: bigint) => hash.toString(2).padStart(64, '0');

/**
 * A catch photo becomes evidence: stored through the media port (EXIF stripped as everywhere) with
 * its capture time and pixels read first. What the server notices is put to the organizer: no photo,
 * no capture time (a note), a capture time outside the event window, or a picture already seen in an
 * earlier entry of any tournament — re-encoded, resized, cropped or mirrored (the fingerprints).
 */
export class EntryPhotos {
  constructor(
    @inject(MediaStoreToken) private readonly media: MediaStore,
    @inject(PhotoFingerprints) private readonly fingerprints: PhotoFingerprints,
  ) {}

  async attach(tournament: Tournament, input: PhotoInput, entryId: string): Promise<AttachedPhoto> {
    if (input.photoDataUrl) {
      const photo = await this.media.storeEvidencePhoto(input.photoDataUrl);
      const hashes = storedHashesOf(photo.grey, GREY_SIDE);
      const whole = hashes[0]!;
      const { startDate, endDate } = tournament.toProps();
      return {
        photoUrl: photo.url,
        thumbnailUrl: photo.thumbnailUrl,
        photoTakenAt: photo.takenAt,
        photoHash: bits(whole),
        fingerprints: hashes,
        findings: photoFindings({
          kind: 'fresh',
          takenAt: photo.takenAt,
          takenAtZoneKnown: photo.takenAtZoneKnown,
          outsideWindow: photo.takenAt ? tournament.photoTakenOutsideWindow(photo.takenAt, photo.takenAtZoneKnown) : false,
          window: { start: startDate, end: endDate },
          duplicateOf: await this.fingerprints.closest(whole, entryId),
        }),
      };
    }
    if (input.photoUrl) {
      return {
        photoUrl: input.photoUrl,
        thumbnailUrl: this.media.thumbnailOf(input.photoUrl),
        photoTakenAt: null,
        photoHash: null,
        fingerprints: [],
        findings: photoFindings({ kind: 'stored-before' }),
      };
    }
    return {
      photoUrl: null,
      thumbnailUrl: null,
      photoTakenAt: null,
      photoHash: null,
      fingerprints: [],
      findings: photoFindings({ kind: 'none' }),
    };
  }
}
