/** What an angler can be told of. */
export type NotificationKind =
  | 'new_follower'
  | 'catch_liked'
  | 'question_answered'
  | 'question_liked'
  | 'answer_accepted'
  | 'new_message'
  | 'group_join_request'
  | 'group_request_approved'
  | 'group_invitation'
  | 'tournament_invitation'
  | 'moderation_statement'
  | 'report_actioned'
  | 'report_dismissed'
  | 'appeal_upheld'
  | 'appeal_reversed';

/** Why an angler is told something: one notification per recipient and cause. */
export interface NotificationCause {
  recipientId: string;
  kind: NotificationKind;
  /** Null when the actor is a role, not a person (a moderator's decision names no operator). */
  actorId: string | null;
  /** What it is about: a question, a post, a group, the other angler of a conversation. */
  subjectId: string;
  /** One notification per recipient and cause key: repeating a cause adds nothing. */
  causeKey: string;
  /** When the cause happened (events are delivered later than that). */
  at?: Date;
}

/** Nobody is told of their own doing. */
export const tellsSomeoneElse = (cause: NotificationCause): boolean => cause.recipientId !== cause.actorId;

/** The kinds of events the live stream carries. */
export type LiveKind = 'message' | 'group_message' | 'group_membership' | 'notification';

/** A live event for each reader: what happened (kind) to what (refId). */
export interface LiveDelivery {
  readerIds: readonly string[];
  kind: LiveKind;
  refId: string;
}
