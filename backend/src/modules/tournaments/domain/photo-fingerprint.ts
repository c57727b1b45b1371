/**
 * A catch photo's fingerprint: a 64-bit perceptual hash (pHash) that finds the same picture again after
 * it was re-encoded, resized, cropped a little or mirrored — the usual ways an old catch is passed off
 * as a new one. The photo is shrunk to 32×32 grey pixels (by the media adapter, with sharp), its 2-D
 * DCT taken, and the 8×8 lowest frequencies kept: they describe the picture's large shapes, which
 * survive all of those changes, while fine detail and compression noise live in the frequencies thrown
 * away.
 *
 * Mirroring a picture left-to-right flips the sign of every coefficient with an odd horizontal
 * frequency (top-to-bottom: odd vertical frequency) and leaves every magnitude as it was. So each bit
 * is made mirror-proof: coefficients whose sign no mirror touches (both frequencies even) give a bit
 * for "above the median of those", the rest a bit for "larger in magnitude than the median magnitude
 * of those". A photo and its mirror images hash alike, and one hash per photo is stored and searched.
 */
export const FINGERPRINT_SIDE = 32;
const LOW = 8;
const BITS = LOW * LOW;

/** Cosines of the DCT-II basis, [frequency][pixel], for the 8 lowest frequencies over 32 pixels. */
const COSINES: readonly Float64Array[] = Array.from({ length: LOW }, (_, k) => {
  const row = new Float64Array(FINGERPRINT_SIDE);
  for (let n = 0; n < FINGERPRINT_SIDE; n++) row[n] = Math.cos((Math.PI * (2 * n + 1) * k) / (2 * FINGERPRINT_SIDE));
  return row;
});

/** The 8×8 lowest DCT-II coefficients of 32×32 grey pixels (row-major), [v * 8 + u] (u horizontal). */
export function lowFrequencies(grey: Uint8Array | readonly number[]): Float64Array {
  if (grey.length !== FINGERPRINT_SIDE * FINGERPRINT_SIDE)
    throw new Error(`a fingerprint needs ${FINGERPRINT_SIDE}×${FINGERPRINT_SIDE} grey pixels`);
  // Rows first (32 rows × 8 frequencies), then columns: 2 × 8 K multiplications instead of 64 K.
  const rows = new Float64Array(FINGERPRINT_SIDE * LOW);
  for (let y = 0; y < FINGERPRINT_SIDE; y++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let x = 0; x < FINGERPRINT_SIDE; x++) sum += grey[y * FINGERPRINT_SIDE + x]! * COSINES[u]![x]!;
      rows[y * LOW + u] = sum;
    }
  }
  const coefficients = new Float64Array(BITS);
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < FINGERPRINT_SIDE; y++) sum += rows[y * LOW + u]! * COSINES[v]![y]!;
      coefficients[v * LOW + u] = sum;
    }
  }
  return coefficients;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Whether no mirror changes this coefficient's sign (both its frequencies even). */
const signKept = (index: number) => (index % LOW) % 2 === 0 && Math.floor(index / LOW) % 2 === 0;

/** The mirror-proof 64-bit hash (bit i from coefficient i), unsigned. */
export function perceptualHash(grey: Uint8Array | readonly number[]): bigint {
  const c = lowFrequencies(grey);
  const kept: number[] = [];
  const flipped: number[] = [];
  for (let i = 0; i < BITS; i++) (signKept(i) ? kept : flipped).push(signKept(i) ? c[i]! : Math.abs(c[i]!));
  const keptMedian = median(kept);
  const flippedMedian = median(flipped);
  let hash = 0n;
  for (let i = 0; i < BITS; i++) {
    const on = signKept(i) ? c[i]! > keptMedian : Math.abs(c[i]!) > flippedMedian;
    if (on) hash |= 1n << BigInt(i);
  }
  return hash;
}

/** How many bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (rest) {
    rest &= rest - 1n;
    count++;
  }
  return count;
}

/** Hashes at most this many bits apart are the same picture (catch scenes: variants ≤ 6, distinct photos ≥ 14). */
export const SAME_PICTURE_MAX_DISTANCE = 8;

/**
 * The four 16-bit bands of a hash, the keys a database finds candidates by. A copy can differ from its
 * original in a bit of every band (measured on the catch scenes: copies 4–6 bits off with no band kept
 * whole, about one variant in a hundred), so a search does not ask for a band kept whole but for a band
 * at most one bit off: by pigeonhole, two hashes within 7 bits always have one, and at 8 bits all but
 * the 2+2+2+2 split do.
 */
export function bandsOf(hash: bigint): [number, number, number, number] {
  return [0, 1, 2, 3].map((k) => Number((hash >> BigInt(16 * k)) & 0xffffn)) as [number, number, number, number];
}

/** A band and its 16 neighbours one bit off: the keys one band's index is probed with. */
export function bandProbes(band: number): number[] {
  return [band, ...Array.from({ length: 16 }, (_, bit) => band ^ (1 << bit))];
}

const bitsOf = (value: number): number => hammingDistance(BigInt(value), 0n);

/** The rule the database applies, in one place for the tests: a band at most one bit off, then few differing bits in all. */
export function isSamePicture(stored: bigint, query: bigint): boolean {
  const a = bandsOf(stored);
  const b = bandsOf(query);
  return a.some((band, k) => bitsOf(band ^ b[k]!) <= 1) && hammingDistance(stored, query) <= SAME_PICTURE_MAX_DISTANCE;
}

/** As PostgreSQL's bigint holds it (two's complement). */
export const toSigned64 = (hash: bigint): bigint => BigInt.asIntN(64, hash);
