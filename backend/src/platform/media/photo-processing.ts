import sharp, { type Sharp } from 'sharp';
import { NotAnImage } from './media.errors.ts';

/** Raster formats a phone or camera produces. SVG and PDF are refused: they are documents, not photos. */
const PHOTO_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** A 100-megapixel guard against decompression bombs (a tiny file that unpacks to gigabytes). */
const MAX_INPUT_PIXELS = 100_000_000;
const LONGEST_SIDE = 2048;
export const THUMBNAIL_SIZE = 400;

export interface ProcessedPhoto {
  image: Buffer;
  thumbnail: Buffer;
  contentType: 'image/webp';
}

/**
 * The grid's square thumbnail shows the whole photo: fitted inside the square over a blurred, darkened
 * fill of itself. Any crop guesses at the subject, and a catch photo's subject (the fish, low in the
 * frame) loses to a bright sky — sharp's attention strategy cut fish heads off for the sun.
 */
async function wholeInSquare(upright: Sharp): Promise<Buffer> {
  const side = { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE };
  const [fill, photo] = await Promise.all([
    upright
      .clone()
      .resize({ ...side, fit: 'cover' })
      .blur(24)
      .modulate({ brightness: 0.7 })
      .toBuffer(),
    upright
      .clone()
      .resize({ ...side, fit: 'inside' })
      .toBuffer(),
  ]);
  return sharp(fill)
    .composite([{ input: photo, gravity: 'centre' }])
    .webp({ quality: 75 })
    .toBuffer();
}

/**
 * Checks that the bytes really are a photo (by content: sharp reads the magic bytes and header, the
 * name and declared type are never trusted), then re-encodes it. Re-encoding keeps no metadata, so
 * EXIF — GPS position included — is gone: anglers guard their spots. `.rotate()` first applies the
 * EXIF orientation to the pixels, so the photo stays upright once that tag is dropped.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    throw new NotAnImage();
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw new NotAnImage();
  try {
    const upright = sharp(bytes, options).rotate();
    const image = await upright
      .clone()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumbnail = await wholeInSquare(upright);
    return { image, thumbnail, contentType: 'image/webp' };
  } catch {
    throw new NotAnImage(); // a header that parses over a body that does not (a truncated file)
  }
}
