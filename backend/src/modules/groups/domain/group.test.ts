import { expect } from 'chai';
import { joinOutcome, mayChangeRoles, mayManageMembers, mayRemove } from './group.ts';

describe('groups: what privacy and roles mean', () => {
  it('joins a public group at once, asks to join a private one, and needs an invitation for an invite-only one', () => {
    expect(joinOutcome('public', false)).to.equal('join');
    expect(joinOutcome('private', false)).to.equal('request');
    expect(joinOutcome('invite_only', false)).to.equal('refuse');
    expect(joinOutcome('invite_only', true)).to.equal('join');
    expect(joinOutcome('private', true)).to.equal('join');
  });

  it('lets owners and admins manage members, and only the owner change roles', () => {
    expect([mayManageMembers('owner'), mayManageMembers('admin'), mayManageMembers('member'), mayManageMembers(null)]).to.deep.equal([
      true,
      true,
      false,
      false,
    ]);
    expect([mayChangeRoles('owner'), mayChangeRoles('admin')]).to.deep.equal([true, false]);
  });

  it('lets the owner remove admins and members, an admin remove members only, and nobody remove the owner', () => {
    expect([mayRemove('owner', 'admin'), mayRemove('owner', 'member'), mayRemove('owner', 'owner')]).to.deep.equal([true, true, false]);
    expect([mayRemove('admin', 'member'), mayRemove('admin', 'admin'), mayRemove('admin', 'owner')]).to.deep.equal([true, false, false]);
    expect([mayRemove('member', 'member'), mayRemove(null, 'member')]).to.deep.equal([false, false]);
  });
});
