import { expect } from 'chai';
import { withNativeAds } from './native-ad-insertion.ts';

const shape = (rows: ReturnType<typeof withNativeAds<number, string>>) => rows.map((r) => (r.kind === 'item' ? r.item : r.ad)).join(' ');

describe('native ad insertion', () => {
  it('puts one ad after every 3rd Following item', () => {
    expect(shape(withNativeAds([1, 2, 3, 4, 5, 6, 7], ['a', 'b', 'c'], 3))).to.equal('1 2 3 a 4 5 6 b 7');
  });

  it('puts one ad after every 4th Discover item', () => {
    expect(shape(withNativeAds([1, 2, 3, 4, 5, 6, 7, 8], ['a', 'b'], 4))).to.equal('1 2 3 4 a 5 6 7 8 b');
  });

  it('places each ad once and leaves later points empty', () => {
    expect(shape(withNativeAds([1, 2, 3, 4, 5, 6, 7, 8, 9], ['a'], 3))).to.equal('1 2 3 a 4 5 6 7 8 9');
  });

  it('shows the items alone when no ad is eligible, and no ad after a short list', () => {
    expect(shape(withNativeAds([1, 2, 3], [], 3))).to.equal('1 2 3');
    expect(shape(withNativeAds([1, 2], ['a'], 3))).to.equal('1 2');
  });
});
