import { FINGERPRINT_SIDE, perceptualHash } from './photo-fingerprint.ts';

/** The grey square a photo is read into before its crops are hashed (big enough for 1 % steps). */
export const SOURCE_SIDE = 256;

/** Shares of the width or height cut off the left, top, right and bottom. */
export type Cut = readonly [left: number, top: number, right: number, bottom: number];

/**
 * The crops of a stored photo that are hashed besides the whole: a later crop of up to 10 % — off one
 * side, two sides at a corner, or all round — lands within a few percent of one of them, and a few
 * percent costs a hash only a few bits (tuned on backend/test/tournaments' catch scenes: a crop 3 %
 * away from the nearest of these moved it by at most 6 bits). The query photo is hashed whole, once.
 */
export const STORED_CUTS: readonly Cut[] = [
  [0, 0, 0, 0],
  ...[0.03, 0.06, 0.09].flatMap((s): Cut[] => [
    [s, 0, 0, 0],
    [0, s, 0, 0],
    [0, 0, s, 0],
    [0, 0, 0, s],
  ]),
  ...[0.05, 0.1].flatMap((s): Cut[] => [
    [s, s, 0, 0],
    [0, s, s, 0],
    [0, 0, s, s],
    [s, 0, 0, s],
    [s, s, s, s],
  ]),
];

/**
 * The cut part of a square grey picture (row-major, `side`×`side`), shrunk to the fingerprint's 32×32
 * by averaging the area each output pixel covers (fractional edges weighted), so no detail aliases in.
 */
export function cropAndShrink(grey: Uint8Array, side: number, cut: Cut): Uint8Array {
  if (grey.length !== side * side) throw new Error(`expected ${side}×${side} grey pixels`);
  const [left, top, right, bottom] = cut.map((share) => share * side) as [number, number, number, number];
  const width = side - left - right;
  const height = side - top - bottom;
  const out = new Uint8Array(FINGERPRINT_SIDE * FINGERPRINT_SIDE);
  const stepX = width / FINGERPRINT_SIDE;
  const stepY = height / FINGERPRINT_SIDE;
  for (let oy = 0; oy < FINGERPRINT_SIDE; oy++) {
    const y0 = top + oy * stepY;
    const y1 = y0 + stepY;
    for (let ox = 0; ox < FINGERPRINT_SIDE; ox++) {
      const x0 = left + ox * stepX;
      const x1 = x0 + stepX;
      let sum = 0;
      let area = 0;
      for (let y = Math.floor(y0); y < Math.ceil(y1); y++) {
        const wy = Math.min(y + 1, y1) - Math.max(y, y0);
        for (let x = Math.floor(x0); x < Math.ceil(x1); x++) {
          const w = wy * (Math.min(x + 1, x1) - Math.max(x, x0));
          sum += grey[y * side + x]! * w;
          area += w;
        }
      }
      out[oy * FINGERPRINT_SIDE + ox] = Math.round(sum / area);
    }
  }
  return out;
}

/** A photo's hashes to keep: the whole picture first (the one a new photo is searched with), then its crops. */
export function storedHashesOf(grey: Uint8Array, side: number = SOURCE_SIDE): bigint[] {
  return STORED_CUTS.map((cut) => perceptualHash(cropAndShrink(grey, side, cut)));
}

/** The hash a new photo is searched with: the whole picture. */
export const searchHashOf = (grey: Uint8Array, side: number = SOURCE_SIDE): bigint =>
  perceptualHash(cropAndShrink(grey, side, STORED_CUTS[0]!));
