import { expect } from 'chai';
import { pairOf } from './pair.ts';

describe('messaging: a conversation is one pair whoever writes', () => {
  it('orders the two anglers the same way from both sides', () => {
    expect(pairOf('b', 'a')).to.deep.equal(pairOf('a', 'b'));
    expect(pairOf('a', 'b')).to.deep.equal({ low: 'a', high: 'b' });
  });
});
