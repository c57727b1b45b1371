import { expect } from 'chai';
import { AnswerAccepted, QuestionAnswered } from '../../forum/index.ts';
import { GroupJoinRequested, GroupMessagePosted } from '../../groups/index.ts';
import { ConversationRead, MessageSent } from '../../messaging/index.ts';
import { AppealDecided, ModerationActionTaken } from '../../moderation/index.ts';
import { tellsSomeoneElse } from '../domain/notification.ts';
import { newsOf } from './community-news.ts';

const at = new Date('2026-06-01T05:30:00Z');

describe('notifications: what the community’s events tell', () => {
  it('tells the asker of an answer, dated when it was written, once per answer', () => {
    const { causes, live } = newsOf(QuestionAnswered.of({ questionId: 'q1', answerId: 'a1', askerId: 'rosa', authorId: 'max' }, at));
    expect(causes).to.deep.equal([
      { recipientId: 'rosa', kind: 'question_answered', actorId: 'max', subjectId: 'q1', causeKey: 'answer:a1', at },
    ]);
    expect(live).to.deep.equal([]);
  });

  it('tells the author of the accepted answer who accepted it', () => {
    const [cause] = newsOf(AnswerAccepted.of({ questionId: 'q1', answerId: 'a1', askerId: 'rosa', answerAuthorId: 'max' }, at)).causes;
    expect(cause).to.include({ recipientId: 'max', actorId: 'rosa', kind: 'answer_accepted', causeKey: 'accepted:a1' });
  });

  it('puts a message on both mates’ streams before telling the recipient', () => {
    const { live, causes } = newsOf(MessageSent.of({ messageId: 'm1', senderId: 'ada', recipientId: 'ben' }, at));
    expect(live).to.deep.equal([{ readerIds: ['ada', 'ben'], kind: 'message', refId: 'm1' }]);
    expect(causes.map((c) => [c.recipientId, c.kind, c.subjectId])).to.deep.equal([['ben', 'new_message', 'ada']]);
  });

  it('marks a conversation’s message notifications seen when it is read', () => {
    expect(newsOf(ConversationRead.of({ readerId: 'ben', otherId: 'ada' }, at)).seen).to.deep.equal([
      { recipientId: 'ben', kind: 'new_message', subjectId: 'ada', at },
    ]);
  });

  it('tells every manager of a request to join, and streams a chat message to every member', () => {
    expect(
      newsOf(GroupJoinRequested.of({ groupId: 'g1', anglerId: 'pete', managerIds: ['olga', 'oli'] }, at)).causes.map((c) => c.recipientId),
    ).to.deep.equal(['olga', 'oli']);
    expect(
      newsOf(GroupMessagePosted.of({ groupId: 'g1', messageId: 'c1', senderId: 'pete', memberIds: ['pete', 'olga'] }, at)).live,
    ).to.deep.equal([{ readerIds: ['pete', 'olga'], kind: 'group_message', refId: 'c1' }]);
  });

  it('gives the author a statement of a restricting action and tells each reporter the outcome, naming no moderator', () => {
    const hidden = {
      actionId: 'x1',
      kind: 'answer',
      itemId: 'i1',
      ruleId: 'respect',
      anglerId: 'max',
      reporterIds: ['ada', 'ben'],
      suspendedUntil: null,
    } as const;
    expect(newsOf(ModerationActionTaken.of({ ...hidden, action: 'hide' }, at)).causes).to.deep.equal([
      { recipientId: 'max', kind: 'moderation_statement', actorId: null, subjectId: 'x1', causeKey: 'moderation:x1', at },
      { recipientId: 'ada', kind: 'report_actioned', actorId: null, subjectId: 'x1', causeKey: 'report-outcome:x1', at },
      { recipientId: 'ben', kind: 'report_actioned', actorId: null, subjectId: 'x1', causeKey: 'report-outcome:x1', at },
    ]);
    expect(newsOf(ModerationActionTaken.of({ ...hidden, action: 'dismiss' }, at)).causes.map((c) => [c.recipientId, c.kind])).to.deep.equal(
      [
        ['ada', 'report_dismissed'],
        ['ben', 'report_dismissed'],
      ],
    );
  });

  it('tells the appellant whether their appeal was upheld or the decision reversed', () => {
    const decided = { appealId: 'p1', actionId: 'x1', action: 'suspend', anglerId: 'max' } as const;
    expect(newsOf(AppealDecided.of({ ...decided, decision: 'reverse' }, at)).causes).to.deep.equal([
      { recipientId: 'max', kind: 'appeal_reversed', actorId: null, subjectId: 'x1', causeKey: 'appeal:p1', at },
    ]);
    expect(newsOf(AppealDecided.of({ ...decided, decision: 'uphold' }, at)).causes.map((c) => c.kind)).to.deep.equal(['appeal_upheld']);
  });

  it('tells nobody of their own doing', () => {
    const [own] = newsOf(QuestionAnswered.of({ questionId: 'q1', answerId: 'a2', askerId: 'rosa', authorId: 'rosa' }, at)).causes;
    expect(tellsSomeoneElse(own!)).to.equal(false);
  });

  it('tells nothing of an event it does not know', () => {
    expect(newsOf({ type: 'forum.Unknown' })).to.deep.equal({ causes: [], live: [], seen: [] });
  });
});
