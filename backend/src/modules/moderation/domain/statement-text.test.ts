import { expect } from 'chai';
import { statementWhat } from './statement-text.ts';

describe('moderation: what a statement of reasons says was done', () => {
  it('names the item hidden or removed', () => {
    expect(statementWhat('hide', 'answer', null)).to.equal('Your answer was hidden.');
    expect(statementWhat('remove', 'spot', null)).to.equal('Your spot was removed.');
    expect(statementWhat('hide', 'group_message', null)).to.equal('Your group chat message was hidden.');
  });
  it('names a warning', () => {
    expect(statementWhat('warn', 'post', null)).to.equal('You were warned about your post.');
  });
  it('says until when a suspension lasts, and that a ban does not end', () => {
    expect(statementWhat('suspend', 'message', new Date('2026-12-05T08:00:00Z'))).to.equal(
      'Your account was suspended until 2026-12-05 because of your message.',
    );
    expect(statementWhat('ban', 'profile', null)).to.equal('Your account was banned because of your profile.');
  });
});
