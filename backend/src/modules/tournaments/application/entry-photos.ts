import { inject } from 'inversify';
import { MediaStoreToken, type MediaStore } from '../../../platform/media/media-store.ts';
import { SAME_PICTURE_MAX_DISTANCE } from '../../../platform/media/perceptual-hash.ts';
import type { Tournament } from '../domain/tournament.ts';
import { flagsOf, type EntryFlag } from '../domain/entry.ts';
import { EntryRepository } from './ports.ts';

export interface PhotoInput {
  photoDataUrl?: string | null;
  photoUrl?: string | null;
}

export interface AttachedPhoto {
  photoUrl: string | null;
  thumbnailUrl: string | null;
  photoTakenAt: Date | null;
  photoHash: string | null;
  flags: EntryFlag[];
}

/**
 * A catch photo becomes evidence: stored through the media port (EXIF stripped as everywhere) with
 * its capture time and perceptual hash read first. What the server notices is flagged for the
 * organizer: no photo, no capture time, a capture time outside the event window, or a picture this
 * tournament has already seen (the same angler twice, or two anglers).
 */
export class EntryPhotos {
  constructor(
    @inject(MediaStoreToken) private readonly media: MediaStore,
    @inject(EntryRepository) private readonly entries: EntryRepository,
  ) {}

  async attach(tournament: Tournament, input: PhotoInput, entryId: string): Promise<AttachedPhoto> {
    if (input.photoDataUrl) {
      const photo = await this.media.storeEvidencePhoto(input.photoDataUrl);
      const reused = await this.entries.similarPhotoExists(tournament.id, photo.perceptualHash, SAME_PICTURE_MAX_DISTANCE, entryId);
      return {
        photoUrl: photo.url,
        thumbnailUrl: photo.thumbnailUrl,
        photoTakenAt: photo.takenAt,
        photoHash: photo.perceptualHash,
        flags: flagsOf({
          hasPhoto: true,
          takenOutsideWindow: photo.takenAt ? tournament.photoTakenOutsideWindow(photo.takenAt, photo.takenAtZoneKnown) : null,
          reused,
        }),
      };
    }
    if (input.photoUrl) {
      // Stored before (its metadata already gone): nothing to read, so the organizer is told.
      return {
        photoUrl: input.photoUrl,
        thumbnailUrl: this.media.thumbnailOf(input.photoUrl),
        photoTakenAt: null,
        photoHash: null,
        flags: flagsOf({ hasPhoto: true, takenOutsideWindow: null, reused: false }),
      };
    }
    return { photoUrl: null, thumbnailUrl: null, photoTakenAt: null, photoHash: null, flags: flagsOf({ hasPhoto: false, takenOutsideWindow: null, reused: false }) };
  }
}
