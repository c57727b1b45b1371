import { expect } from 'chai';
import type { NotificationCause, NotificationKind } from './notification.ts';
import { NOTIFICATION_TOPICS, preferencesOf, switchedOffIn, TOPIC_OF_KIND, wantsToBeTold } from './notification-preferences.ts';

const cause = (kind: NotificationKind): NotificationCause => ({
  recipientId: 'r',
  kind,
  actorId: 'a',
  subjectId: 's',
  causeKey: `${kind}:s`,
});

describe('notification preferences', () => {
  it('tells a new angler (nothing switched off) of every kind', () => {
    for (const kind of Object.keys(TOPIC_OF_KIND) as NotificationKind[]) {
      expect(wantsToBeTold(cause(kind), undefined), kind).to.equal(true);
      expect(wantsToBeTold(cause(kind), new Set()), kind).to.equal(true);
    }
  });

  it('holds back exactly the kinds of a topic switched off', () => {
    const off = new Set(['forum'] as const);
    expect(wantsToBeTold(cause('question_answered'), off)).to.equal(false);
    expect(wantsToBeTold(cause('question_liked'), off)).to.equal(false);
    expect(wantsToBeTold(cause('answer_accepted'), off)).to.equal(false);
    expect(wantsToBeTold(cause('new_follower'), off)).to.equal(true);
    expect(wantsToBeTold(cause('new_message'), off)).to.equal(true);
  });

  it('always tells of decisions about the angler and of their reports, whatever is switched off', () => {
    const everything = new Set(NOTIFICATION_TOPICS);
    for (const kind of ['moderation_statement', 'report_actioned', 'report_dismissed', 'appeal_upheld', 'appeal_reversed'] as const) {
      expect(wantsToBeTold(cause(kind), everything), kind).to.equal(true);
    }
  });

  it('puts every topic within reach of some kind, and reads back what was chosen', () => {
    expect(new Set(Object.values(TOPIC_OF_KIND).filter(Boolean))).to.deep.equal(new Set(NOTIFICATION_TOPICS));
    const chosen = { ...preferencesOf(new Set()), likes: false, groups: false };
    expect(switchedOffIn(chosen)).to.deep.equal(['likes', 'groups']);
    expect(preferencesOf(new Set(switchedOffIn(chosen)))).to.deep.equal(chosen);
  });
});
