/**
 * Whether a file's first bytes are those of a photo format sharp reads (photo-processing's
 * PHOTO_FORMATS): the magic numbers decide at once, before the rest of an upload arrives; sharp
 * still decodes the whole file afterwards, so a right header over a wrong body is refused too.
 */
export function isPhotoHead(bytes: Uint8Array): boolean {
  const starts = (...magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return true; // JPEG
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return true; // PNG
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return true;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return true;
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return true; // TIFF, both byte orders
  return ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12)); // AVIF, HEIC
}

/**
 * ISO media files (`ftyp` box at byte 4) that are still pictures, not videos: AVIF and HEIF/HEIC
 * as phones write them. Anything else with an `ftyp` box is an MP4-family video.
 */
export const HEIF_BRANDS: ReadonlySet<string> = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** Bytes that tell a photo or a video apart: the longest signature read above ends at byte 12. */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => (bytes.length >= to ? String.fromCharCode(...bytes.subarray(from, to)) : '');
