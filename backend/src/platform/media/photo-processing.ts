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

/** How dark the matte is against the photo's dominant colour, and at most against its average brightness. */
const MATTE_SHADE = 0.55;
const MATTE_SHARE_OF_AVERAGE = 0.6;

const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/**
 * The matte behind a photo that does not fill the square: one flat colour, the photo's dominant colour
 * darkened, and always darker than the photo's average so the photo stands out. A blurred copy of the
 * photo drew bands (a light one where sky was blurred, a smeared one at the bottom); a flat matte frames
 * every photo the same way.
 */
async function matteFor(photo: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { dominant, channels } = await sharp(photo).stats();
  const [red, green = red, blue = red] = channels.map((channel) => channel.mean);
  const average = luminance({ r: red!, g: green!, b: blue! });
  const shade = Math.min(MATTE_SHADE, (MATTE_SHARE_OF_AVERAGE * average) / Math.max(luminance(dominant), 1));
  return { r: Math.round(dominant.r * shade), g: Math.round(dominant.g * shade), b: Math.round(dominant.b * shade) };
}

/**
 * The grid's square thumbnail shows the whole photo: fitted inside the square on a matte of its own
 * colour. Any crop guesses at the subject, and a catch photo's subject (the fish, low in the frame)
 * loses to a bright sky — sharp's attention strategy cut fish heads off for the sun.
 */
async function wholeInSquare(upright: Sharp): Promise<Buffer> {
  const photo = await upright.clone().resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside' }).toBuffer();
  const matte = await matteFor(photo);
  return sharp({ create: { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, channels: 3, background: matte } })
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
