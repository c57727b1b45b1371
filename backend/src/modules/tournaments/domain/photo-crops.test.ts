import { expect } from 'chai';
import { cropAndShrink, searchHashOf, storedHashesOf, STORED_CUTS } from './photo-crops.ts';
import { FINGERPRINT_SIDE } from './photo-fingerprint.ts';

const SIDE = 64;
const ramp = Uint8Array.from({ length: SIDE * SIDE }, (_, i) => (i % SIDE) * 4); // brighter to the right

describe('photo crops: the stored crops of a photo, shrunk to the fingerprint', () => {
  it('averages the area each output pixel covers', () => {
    const out = cropAndShrink(ramp, SIDE, [0, 0, 0, 0]);
    expect(out.length).to.equal(FINGERPRINT_SIDE * FINGERPRINT_SIDE);
    expect([out[0], out[1], out[31]]).to.deep.equal([2, 10, 250]); // pairs (0,4), (8,12), (248,252)
  });

  it('reads only the cut part', () => {
    const rightHalf = cropAndShrink(ramp, SIDE, [0.5, 0, 0, 0]);
    expect(rightHalf[0]).to.equal(128); // column 32 of 64 alone: each output pixel covers one column
    expect(Math.min(...rightHalf)).to.be.at.least(128);
  });

  it('keeps the whole picture first, then 22 crops of up to 10 % (sides, corners, all round)', () => {
    expect(STORED_CUTS[0]).to.deep.equal([0, 0, 0, 0]);
    expect(STORED_CUTS.length).to.equal(23);
    for (const cut of STORED_CUTS) for (const share of cut) expect(share).to.be.within(0, 0.1);
    const hashes = storedHashesOf(ramp, SIDE);
    expect(hashes.length).to.equal(23);
    expect(hashes[0]).to.equal(searchHashOf(ramp, SIDE));
  });
});
