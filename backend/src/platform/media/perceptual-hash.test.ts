import { expect } from 'chai';
import { differenceHash, hammingDistance } from './perceptual-hash.ts';

describe('perceptual hash (dHash): one bit per neighbouring pair of a 9×8 grey picture', () => {
  const ramp = Array.from({ length: 72 }, (_, i) => (i % 9) * 20); // brighter to the right: every pair 0
  it('writes 0 where the right pixel is at least as bright, 1 where the left is brighter', () => {
    expect(differenceHash(ramp)).to.equal('0'.repeat(64));
    expect(differenceHash(ramp.map((v) => 255 - v))).to.equal('1'.repeat(64));
  });
  it('ignores brightness and contrast changes that keep the picture', () => {
    expect(differenceHash(ramp.map((v) => Math.min(255, v / 2 + 40)))).to.equal(differenceHash(ramp));
  });
  it('counts the bits two hashes differ in', () => {
    expect(hammingDistance('0101', '0101')).to.equal(0);
    expect(hammingDistance('0101', '1100')).to.equal(2);
  });
  it('needs exactly 9×8 pixels', () => expect(() => differenceHash([1, 2, 3])).to.throw('9×8'));
});
