import { expect } from 'chai';
import { assertChallengeable, assertJudgeable, editActionFor, flagsOf } from './entry.ts';

describe('entry verification rules', () => {
  it('lets its angler edit a pending entry', () => expect(editActionFor({ anglerId: 'a', status: 'pending' }, 'a')).to.equal('edited'));
  it('lets its angler resubmit a rejected entry', () => expect(editActionFor({ anglerId: 'a', status: 'rejected' }, 'a')).to.equal('resubmitted'));
  it('freezes an entry once it is verified', () => expect(() => editActionFor({ anglerId: 'a', status: 'verified' }, 'a')).to.throw('already verified'));
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
  it('flags a missing photo, a missing or outside capture time and a reused photo', () => {
    expect(flagsOf({ hasPhoto: false, takenOutsideWindow: null, reused: false })).to.deep.equal(['no_photo']);
    expect(flagsOf({ hasPhoto: true, takenOutsideWindow: null, reused: false })).to.deep.equal(['no_capture_time']);
    expect(flagsOf({ hasPhoto: true, takenOutsideWindow: true, reused: true })).to.deep.equal(['taken_outside_window', 'photo_reused']);
    expect(flagsOf({ hasPhoto: true, takenOutsideWindow: false, reused: false })).to.deep.equal([]);
  });
});
