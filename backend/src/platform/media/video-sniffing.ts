import { HEIF_BRANDS } from './image-sniffing.ts';

/**
 * What a video file really is, from its first bytes. Videos are stored as they came (no transcoder
 * here), so only containers browsers play are accepted: MP4/QuickTime (`ftyp` box at byte 4) and
 * WebM (EBML header 1A 45 DF A3). An `ftyp` box of a still-picture brand (AVIF, HEIC) is a photo,
 * not a video.
 */
export function videoTypeOf(bytes: Uint8Array): { contentType: string; extension: string } | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (HEIF_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? { contentType: 'video/quicktime', extension: 'mov' } : { contentType: 'video/mp4', extension: 'mp4' };
  }
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return { contentType: 'video/webm', extension: 'webm' };
  }
  return null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
