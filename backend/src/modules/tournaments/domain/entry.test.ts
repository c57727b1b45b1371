import { expect } from 'chai';
import { assertAppealable, assertChallengeable, assertJudgeable, editActionFor } from './entry.ts';

describe('entry verification rules', () => {
  it('lets its angler edit a pending entry', () => expect(editActionFor({ anglerId: 'a', status: 'pending' }, 'a')).to.equal('edited'));
  it('lets its angler resubmit a rejected entry', () =>
    expect(editActionFor({ anglerId: 'a', status: 'rejected' }, 'a')).to.equal('resubmitted'));
  it('freezes an entry once it is verified', () =>
    expect(() => editActionFor({ anglerId: 'a', status: 'verified' }, 'a')).to.throw('already verified'));
  it('lets nobody else edit it', () => expect(() => editActionFor({ anglerId: 'a', status: 'pending' }, 'b')).to.throw('Only the angler'));
  it('judges only pending entries', () => {
    expect(() => assertJudgeable({ anglerId: 'a', status: 'pending' })).not.to.throw();
    expect(() => assertJudgeable({ anglerId: 'a', status: 'verified' })).to.throw('already verified');
    expect(() => assertJudgeable({ anglerId: 'a', status: 'rejected' })).to.throw('rejected');
  });
  it('lets another participant challenge a verified entry once', () => {
    expect(() => assertChallengeable({ anglerId: 'a', status: 'verified' }, 'b', false)).not.to.throw();
    expect(() => assertChallengeable({ anglerId: 'a', status: 'verified' }, 'b', true)).to.throw('already challenged');
    expect(() => assertChallengeable({ anglerId: 'a', status: 'pending' }, 'b', false)).to.throw('Only verified');
    expect(() => assertChallengeable({ anglerId: 'a', status: 'verified' }, 'a', false)).to.throw('your own');
  });
  it('lets its angler appeal a rejection once, and nobody else', () => {
    expect(() => assertAppealable({ anglerId: 'a', status: 'rejected' }, 'a', false)).not.to.throw();
    expect(() => assertAppealable({ anglerId: 'a', status: 'rejected' }, 'a', true)).to.throw('already been appealed once');
    expect(() => assertAppealable({ anglerId: 'a', status: 'pending' }, 'a', true)).to.throw('already been appealed once');
    expect(() => assertAppealable({ anglerId: 'a', status: 'verified' }, 'a', false)).to.throw('Only a rejected catch');
    expect(() => assertAppealable({ anglerId: 'a', status: 'rejected' }, 'b', false)).to.throw('Only the angler');
  });
});
