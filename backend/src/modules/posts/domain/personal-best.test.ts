import { expect } from 'chai';
import { isPersonalBest } from './personal-best.ts';

const fish = (weight: number | null, length: number | null) => ({ weight, length });

describe('posts: personal best', () => {
  it('makes the first measured catch of a species a personal best', () => {
    expect(isPersonalBest([], fish(2.1, null))).to.equal(true);
    expect(isPersonalBest([], fish(null, 14))).to.equal(true);
  });
  it('is the heaviest fish of the species', () => {
    const earlier = [fish(4.2, 20), fish(6.1, 19)];
    expect(isPersonalBest(earlier, fish(6.2, 18))).to.equal(true);
    expect(isPersonalBest(earlier, fish(5.9, 25))).to.equal(false);
  });
  it('needs a strictly bigger fish to beat a best (a tie is not a new best)', () => {
    expect(isPersonalBest([fish(6.1, null)], fish(6.1, null))).to.equal(false);
    expect(isPersonalBest([fish(null, 20)], fish(null, 20))).to.equal(false);
  });
  it('goes by length when the new catch was not weighed', () => {
    const earlier = [fish(8, 22), fish(null, 24)];
    expect(isPersonalBest(earlier, fish(null, 24.5))).to.equal(true);
    expect(isPersonalBest(earlier, fish(null, 23))).to.equal(false);
  });
  it('goes by length when no earlier catch was weighed', () => {
    expect(isPersonalBest([fish(null, 30)], fish(3, 28))).to.equal(false);
    expect(isPersonalBest([fish(null, 30)], fish(3, 31))).to.equal(true);
  });
  it('counts the first weighed fish as the heaviest when nothing else can compare', () => {
    expect(isPersonalBest([fish(null, 30)], fish(3, null))).to.equal(true);
  });
  it('measures a new catch against the heaviest earlier fish, not the latest one', () => {
    expect(isPersonalBest([fish(6.1, null), fish(4.2, null)], fish(5, null))).to.equal(false);
    expect(isPersonalBest([fish(null, 30), fish(null, 21)], fish(null, 25))).to.equal(false);
  });
  it('keeps an earlier weighed best when a later catch was not weighed', () => {
    expect(isPersonalBest([fish(6.1, 20), fish(null, 18)], fish(5, null))).to.equal(false);
  });
  it('never makes an unmeasured catch a personal best', () => {
    expect(isPersonalBest([], fish(null, null))).to.equal(false);
  });
});
