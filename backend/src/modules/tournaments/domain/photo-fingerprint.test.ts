import { expect } from 'chai';
import {
  bandsOf,
  FINGERPRINT_SIDE,
  hammingDistance,
  isSamePicture,
  lowFrequencies,
  perceptualHash,
  SAME_PICTURE_MAX_DISTANCE,
  toSigned64,
} from './photo-fingerprint.ts';

const S = FINGERPRINT_SIDE;
/** A picture with large shapes of its own (seed): smooth waves of light. */
const picture = (seed: number) =>
  Uint8Array.from({ length: S * S }, (_, i) => {
    const x = i % S;
    const y = Math.floor(i / S);
    return Math.round(128 + 60 * Math.sin((x * ((seed % 5) + 1)) / 7 + seed) + 50 * Math.cos((y * ((seed % 3) + 1)) / 5 + x / (seed + 3)));
  });
const mirrored = (grey: Uint8Array) => Uint8Array.from(grey, (_, i) => grey[Math.floor(i / S) * S + (S - 1 - (i % S))]!);
const upsideDown = (grey: Uint8Array) => Uint8Array.from(grey, (_, i) => grey[(S - 1 - Math.floor(i / S)) * S + (i % S)]!);

describe('photo fingerprint: a mirror-proof perceptual hash', () => {
  it('puts a flat picture’s energy in the first coefficient only', () => {
    const c = lowFrequencies(new Uint8Array(S * S).fill(100));
    expect(c[0]).to.be.closeTo(100 * S * S, 1e-6);
    for (let i = 1; i < 64; i++) expect(Math.abs(c[i]!)).to.be.below(1e-6);
  });

  it('hashes a picture and its mirror images alike', () => {
    const grey = picture(4);
    const hash = perceptualHash(grey);
    expect(perceptualHash(mirrored(grey))).to.equal(hash);
    expect(perceptualHash(upsideDown(grey))).to.equal(hash);
  });

  it('barely moves for brightness and contrast, and moves far for another picture', () => {
    const grey = picture(7);
    const brighter = Uint8Array.from(grey, (v) => Math.min(255, Math.round(v * 0.8 + 30)));
    expect(hammingDistance(perceptualHash(grey), perceptualHash(brighter))).to.be.at.most(2);
    expect(hammingDistance(perceptualHash(grey), perceptualHash(picture(11)))).to.be.above(SAME_PICTURE_MAX_DISTANCE);
  });

  it('counts differing bits over all 64', () => {
    expect(hammingDistance(0n, 0n)).to.equal(0);
    expect(hammingDistance(0n, (1n << 64n) - 1n)).to.equal(64);
    expect(hammingDistance(0b1011n, 0b0110n)).to.equal(3);
  });

  it('splits a hash into four 16-bit bands, low first, and holds it as PostgreSQL’s signed bigint', () => {
    expect(bandsOf(0xffff_0000_1234_abcdn)).to.deep.equal([0xabcd, 0x1234, 0, 0xffff]);
    expect(toSigned64(1n << 63n)).to.equal(-(1n << 63n));
    expect(toSigned64(5n)).to.equal(5n);
  });

  it('takes two hashes for the same picture when they share a band and differ in few bits', () => {
    const hash = 0x0123_4567_89ab_cdefn;
    const fewBitsOff = hash ^ 0b1011n ^ (1n << 40n);
    expect(isSamePicture(hash, fewBitsOff)).to.equal(true);
    // As close, but one bit in every band: no band kept whole, not found (the index cannot see it).
    expect(isSamePicture(hash, hash ^ 1n ^ (1n << 16n) ^ (1n << 32n) ^ (1n << 48n))).to.equal(false);
    // Sharing a band but far apart.
    expect(isSamePicture(hash, hash ^ 0xffff_ffff_ffff_0000n)).to.equal(false);
  });

  it('needs 32×32 pixels', () => expect(() => perceptualHash(new Uint8Array(10))).to.throw('32×32'));
});
