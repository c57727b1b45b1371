import { expect } from 'chai';
import {
  bandProbes,
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

  it('takes two hashes for the same picture when a band is at most one bit off and few bits differ', () => {
    const hash = 0x0123_4567_89ab_cdefn;
    const fewBitsOff = hash ^ 0b1011n ^ (1n << 40n);
    expect(isSamePicture(hash, fewBitsOff)).to.equal(true);
    // One bit off in every band (4 in all): no band kept whole, found through a band's one-bit neighbours.
    expect(isSamePicture(hash, hash ^ 1n ^ (1n << 16n) ^ (1n << 32n) ^ (1n << 48n))).to.equal(true);
    // Seven bits off, spread 2+2+2+1: the one-bit band still finds it (pigeonhole below 8).
    expect(isSamePicture(hash, hash ^ 0b11n ^ (0b11n << 16n) ^ (0b11n << 32n) ^ (1n << 48n))).to.equal(true);
    // Eight bits off as 2+2+2+2: within the distance, but no band's probes reach it.
    expect(isSamePicture(hash, hash ^ 0b11n ^ (0b11n << 16n) ^ (0b11n << 32n) ^ (0b11n << 48n))).to.equal(false);
    // Sharing a band but far apart.
    expect(isSamePicture(hash, hash ^ 0xffff_ffff_ffff_0000n)).to.equal(false);
  });

  it('probes a band with itself and its 16 one-bit neighbours', () => {
    const probes = bandProbes(0x00f0);
    expect(probes).to.have.length(17);
    expect(new Set(probes).size).to.equal(17);
    expect(probes[0]).to.equal(0x00f0);
    for (const p of probes.slice(1)) expect(hammingDistance(BigInt(p ^ 0x00f0), 0n)).to.equal(1);
    expect(Math.max(...probes)).to.be.below(1 << 16);
  });

  it('needs 32×32 pixels', () => expect(() => perceptualHash(new Uint8Array(10))).to.throw('32×32'));
});
