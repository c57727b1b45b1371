import { expect } from 'chai';
import { memberActions } from './member-actions.ts';

describe('groups: what a manager may do to a member (as the server allows)', () => {
  it('lets the owner promote, demote, hand over and remove, but not act on themself', () => {
    expect(memberActions('owner', 'member', false)).to.deep.equal(['make_admin', 'make_owner', 'remove']);
    expect(memberActions('owner', 'admin', false)).to.deep.equal(['make_member', 'make_owner', 'remove']);
    expect(memberActions('owner', 'owner', true)).to.deep.equal([]);
  });

  it('lets an admin remove plain members only, and a member nothing', () => {
    expect(memberActions('admin', 'member', false)).to.deep.equal(['remove']);
    expect(memberActions('admin', 'admin', false)).to.deep.equal([]);
    expect(memberActions('admin', 'owner', false)).to.deep.equal([]);
    expect(memberActions('member', 'member', false)).to.deep.equal([]);
    expect(memberActions(null, 'member', false)).to.deep.equal([]);
  });
});
