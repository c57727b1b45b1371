import sharp from 'sharp';
import exifReader from 'exif-reader';

/** What a photo says about itself before it is cleaned: when it was taken, and what it shows (grey pixels to fingerprint). */
export interface PhotoEvidence {
  /** The camera's DateTimeOriginal; when it wrote no time zone (OffsetTimeOriginal) the clock is read as UTC. */
  takenAt: Date | null;
  takenAtZoneKnown: boolean;
  /**
   * The upright picture as {@link GREY_SIDE}×{@link GREY_SIDE} grey pixels (row-major), for a module
   * that fingerprints photos its own way (tournaments' crop- and mirror-proof hash).
   */
  grey: Uint8Array;
}

export const GREY_SIDE = 256;

/** "+02:00" → minutes east of UTC. */
function offsetMinutes(offset: unknown): number | null {
  const match = typeof offset === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(offset.trim()) : null;
  if (!match) return null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** Reads capture time and grey pixels from bytes already known to be a photo. */
export async function readPhotoEvidence(bytes: Uint8Array): Promise<PhotoEvidence> {
  const image = sharp(bytes, { limitInputPixels: 100_000_000 });
  const { exif } = await image.metadata();
  let takenAt: Date | null = null;
  let takenAtZoneKnown = false;
  if (exif) {
    try {
      const tags = exifReader(exif);
      const original = tags.Photo?.DateTimeOriginal ?? tags.Image?.DateTime;
      if (original instanceof Date && !Number.isNaN(original.getTime())) {
        const offset = offsetMinutes(tags.Photo?.OffsetTimeOriginal ?? tags.Photo?.OffsetTime);
        takenAtZoneKnown = offset !== null;
        takenAt = new Date(original.getTime() - (offset ?? 0) * 60_000);
      }
    } catch {
      // Unreadable EXIF is no capture time; the photo itself is fine.
    }
  }
  const grey = await sharp(bytes, { limitInputPixels: 100_000_000 })
    .rotate()
    .greyscale()
    .resize(GREY_SIDE, GREY_SIDE, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { takenAt, takenAtZoneKnown, grey: new Uint8Array(grey) };
}
