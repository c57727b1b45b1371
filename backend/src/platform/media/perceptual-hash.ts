/**
 * A perceptual hash (dHash, "difference hash"): the photo shrunk to 9×8 grey pixels, one bit per
 * neighbouring pair — is the left pixel brighter than the right? The 64 bits survive re-encoding,
 * resizing, a little cropping and colour changes, so the same picture uploaded again (by the same
 * angler or another) lands within a few bits of its first hash, while different photos differ in
 * about half. Written here (a dozen lines over sharp's resize) rather than taken from a package: the
 * rule is tiny, pure and tested, and the npm ones either pull native code or fetch images themselves.
 */
export const HASH_WIDTH = 9;
export const HASH_HEIGHT = 8;
/** Hashes at most this many bits apart are taken for the same picture. */
export const SAME_PICTURE_MAX_DISTANCE = 6;

/** 64 bits as '0'/'1' characters, row by row, from 9×8 grey pixels (row-major). */
export function differenceHash(grey: Uint8Array | readonly number[]): string {
  if (grey.length !== HASH_WIDTH * HASH_HEIGHT) throw new Error(`dHash needs ${HASH_WIDTH}×${HASH_HEIGHT} grey pixels`);
  let bits = '';
  for (let y = 0; y < HASH_HEIGHT; y++) {
    for (let x = 0; x < HASH_WIDTH - 1; x++) bits += grey[y * HASH_WIDTH + x]! > grey[y * HASH_WIDTH + x + 1]! ? '1' : '0';
  }
  return bits;
}

/** How many bits two hashes differ in. */
export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length) throw new Error('hashes of different lengths');
  let distance = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) distance++;
  return distance;
}
