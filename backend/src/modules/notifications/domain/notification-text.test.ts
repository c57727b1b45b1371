import { expect } from 'chai';
import { notificationLink, notificationText } from './notification-text.ts';

describe('notifications: what the bell says', () => {
  it('names the angler and what they did', () => {
    expect(notificationText('question_answered', 'Rosa Rivers')).to.equal('Rosa Rivers answered your question');
    expect(notificationText('new_follower', null)).to.equal('An angler started following you');
  });

  it('leads to where it happened', () => {
    expect(notificationLink('question_liked', 'q1', 'a1')).to.equal('/forum/question/q1');
    expect(notificationLink('new_message', 'a1', 'a1')).to.equal('/messages?with=a1');
    expect(notificationLink('new_follower', null, 'a1')).to.equal('/profile/a1');
    expect(notificationLink('group_join_request', 'g1', 'a1')).to.equal('/groups');
  });
});
