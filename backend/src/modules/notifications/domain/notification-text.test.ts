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

  it('names moderators by their role only, and leads to the statements or the guidelines', () => {
    expect(notificationText('moderation_statement', 'Somebody')).to.equal(
      'A Tightlines moderator acted on your content: see why, and how to appeal',
    );
    expect(notificationText('report_actioned', null)).to.equal('Thank you for your report: a Tightlines moderator took action');
    expect(notificationLink('moderation_statement', 'x1', null)).to.equal('/moderation');
    expect(notificationLink('appeal_reversed', 'x1', null)).to.equal('/moderation');
    expect(notificationLink('report_dismissed', 'x1', null)).to.equal('/guidelines');
  });
});
