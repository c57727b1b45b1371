import type { NotificationCause, NotificationKind } from './notification.ts';

/** What an angler may switch off, each a group of kinds. */
export type NotificationTopic = 'followers' | 'likes' | 'forum' | 'messages' | 'groups' | 'tournaments';

/**
 * The topic each kind belongs to; null: always sent. Decisions about the angler (statements of
 * reasons, appeals) and the outcome of their reports are owed to them, so no setting silences them.
 */
export const TOPIC_OF_KIND: Readonly<Record<NotificationKind, NotificationTopic | null>> = {
  new_follower: 'followers',
  catch_liked: 'likes',
  question_answered: 'forum',
  question_liked: 'forum',
  answer_accepted: 'forum',
  new_message: 'messages',
  group_join_request: 'groups',
  group_request_approved: 'groups',
  group_invitation: 'groups',
  tournament_invitation: 'tournaments',
  moderation_statement: null,
  report_actioned: null,
  report_dismissed: null,
  appeal_upheld: null,
  appeal_reversed: null,
};

export const NOTIFICATION_TOPICS: readonly NotificationTopic[] = ['followers', 'likes', 'forum', 'messages', 'groups', 'tournaments'];

/**
 * An angler's choice is kept as the topics switched off, so every angler (and every topic added
 * later) starts switched on.
 */
export type SwitchedOff = ReadonlySet<NotificationTopic>;

/**
 * Whether the recipient wants to be told of this cause. The notifier's one statement (notify_all,
 * notifications migration 20261129131000) applies the same rule in the database, given each cause's
 * topic: backend/test/notifications/notification-preferences.test.ts holds the two to one behaviour.
 */
export const wantsToBeTold = (cause: NotificationCause, off: SwitchedOff | undefined): boolean => {
  const topic = TOPIC_OF_KIND[cause.kind];
  return topic === null || !off?.has(topic);
};

/** Every topic, on or off: what the angler reads in their settings. */
export const preferencesOf = (off: SwitchedOff): Record<NotificationTopic, boolean> =>
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, !off.has(topic)])) as Record<NotificationTopic, boolean>;

/** The topics switched off in a full set of choices. */
export const switchedOffIn = (preferences: Readonly<Record<NotificationTopic, boolean>>): NotificationTopic[] =>
  NOTIFICATION_TOPICS.filter((topic) => !preferences[topic]);
