import type { DomainEvent } from '../../../platform/events/event-bus.ts';
import { AnswerAccepted, QuestionAnswered, QuestionLiked } from '../../forum/index.ts';
import {
  GroupInvitationSent,
  GroupJoinRequested,
  GroupMembershipChanged,
  GroupMessagePosted,
  GroupRequestApproved,
} from '../../groups/index.ts';
import { ConversationRead, MessageSent } from '../../messaging/index.ts';
import { TournamentInvitationSent } from '../../tournaments/index.ts';
import { AppealDecided, ModerationActionTaken, restrictsTheAuthor } from '../../moderation/index.ts';
import type { LiveDelivery, NotificationCause, NotificationKind } from '../domain/notification.ts';

/**
 * What the forum's, groups', messaging's, tournaments' and moderation's events tell, and whom — a pure reading of each event: the
 * notifications it causes (each with its cause key, so a redelivery adds nothing), the live events it
 * puts on streams, and what it marks seen. Dated when the cause happened, not when it arrived.
 */
export interface CommunityNews {
  causes: NotificationCause[];
  live: LiveDelivery[];
  seen: Array<{ recipientId: string; kind: NotificationKind; subjectId: string; at: Date }>;
}

/** A notification for `recipientId` of what `actorId` did to `subjectId`, once per cause key. */
const told = (
  recipientId: string,
  kind: NotificationKind,
  actorId: string | null,
  subjectId: string,
  causeKey: string,
  at: string,
): NotificationCause => ({
  recipientId,
  kind,
  actorId,
  subjectId,
  causeKey,
  at: new Date(at),
});
const news = (parts: Partial<CommunityNews>): CommunityNews => ({ causes: [], live: [], seen: [], ...parts });

/** What each event of the community tells (types from the events' own declarations, checked here). */
const READERS = {
  [QuestionAnswered.type]: (e: QuestionAnswered) =>
    news({ causes: [told(e.askerId, 'question_answered', e.authorId, e.questionId, `answer:${e.answerId}`, e.at)] }),
  [QuestionLiked.type]: (e: QuestionLiked) =>
    news({ causes: [told(e.askerId, 'question_liked', e.likerId, e.questionId, `question-like:${e.questionId}:${e.likerId}`, e.at)] }),
  [AnswerAccepted.type]: (e: AnswerAccepted) =>
    news({ causes: [told(e.answerAuthorId, 'answer_accepted', e.askerId, e.questionId, `accepted:${e.answerId}`, e.at)] }),
  [MessageSent.type]: (e: MessageSent) =>
    news({
      live: [{ readerIds: [e.senderId, e.recipientId], kind: 'message', refId: e.messageId }],
      causes: [told(e.recipientId, 'new_message', e.senderId, e.senderId, `message:${e.messageId}`, e.at)],
    }),
  [ConversationRead.type]: (e: ConversationRead) =>
    news({ seen: [{ recipientId: e.readerId, kind: 'new_message', subjectId: e.otherId, at: new Date(e.at) }] }),
  [GroupJoinRequested.type]: (e: GroupJoinRequested) =>
    news({
      causes: e.managerIds.map((m) =>
        told(m, 'group_join_request', e.anglerId, e.groupId, `group-request:${e.groupId}:${e.anglerId}:${Date.parse(e.at)}`, e.at),
      ),
    }),
  [GroupRequestApproved.type]: (e: GroupRequestApproved) =>
    news({
      causes: [
        told(
          e.anglerId,
          'group_request_approved',
          e.managerId,
          e.groupId,
          `group-approved:${e.groupId}:${e.anglerId}:${Date.parse(e.at)}`,
          e.at,
        ),
      ],
    }),
  [GroupInvitationSent.type]: (e: GroupInvitationSent) =>
    news({
      causes: [
        told(
          e.anglerId,
          'group_invitation',
          e.managerId,
          e.groupId,
          `group-invitation:${e.groupId}:${e.anglerId}:${Date.parse(e.at)}`,
          e.at,
        ),
      ],
    }),
  [TournamentInvitationSent.type]: (e: TournamentInvitationSent) =>
    news({
      causes: [
        told(
          e.anglerId,
          'tournament_invitation',
          e.organizerId,
          e.tournamentId,
          `tournament-invitation:${e.tournamentId}:${e.anglerId}:${Date.parse(e.at)}`,
          e.at,
        ),
      ],
    }),
  [GroupMembershipChanged.type]: (e: GroupMembershipChanged) =>
    news({ live: [{ readerIds: [e.anglerId, ...e.managerIds], kind: 'group_membership', refId: e.groupId }] }),
  [GroupMessagePosted.type]: (e: GroupMessagePosted) =>
    news({ live: [{ readerIds: e.memberIds, kind: 'group_message', refId: e.messageId }] }),
  [ModerationActionTaken.type]: (e: ModerationActionTaken) => news({ causes: moderationNews(e) }),
  [AppealDecided.type]: (e: AppealDecided) =>
    news({
      causes: [
        told(e.anglerId, e.decision === 'reverse' ? 'appeal_reversed' : 'appeal_upheld', null, e.actionId, `appeal:${e.appealId}`, e.at),
      ],
    }),
};

/** Moderators act as a role, never named (actor null): the author gets a statement, each reporter the outcome. */
function moderationNews(e: ModerationActionTaken): NotificationCause[] {
  const restricts = restrictsTheAuthor(e.action);
  const statement =
    restricts && e.anglerId ? [told(e.anglerId, 'moderation_statement', null, e.actionId, `moderation:${e.actionId}`, e.at)] : [];
  const outcome = restricts ? 'report_actioned' : 'report_dismissed';
  return [...statement, ...e.reporterIds.map((r) => told(r, outcome, null, e.actionId, `report-outcome:${e.actionId}`, e.at))];
}

export const COMMUNITY_EVENTS = Object.keys(READERS);

export function newsOf(event: DomainEvent): CommunityNews {
  const read = (READERS as Record<string, ((e: never) => CommunityNews) | undefined>)[event.type];
  return read ? read(event as never) : news({});
}
