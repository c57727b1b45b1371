import type { NotificationKind } from './notification.ts';

/** What a notification says and where it leads: one place, tested, so the bell and the stream agree. */
export function notificationText(kind: NotificationKind, actorName: string | null): string {
  const who = actorName ?? 'An angler';
  switch (kind) {
    case 'new_follower':
      return `${who} started following you`;
    case 'catch_liked':
      return `${who} liked your catch`;
    case 'question_answered':
      return `${who} answered your question`;
    case 'question_liked':
      return `${who} liked your question`;
    case 'answer_accepted':
      return `${who} accepted your answer`;
    case 'new_message':
      return `${who} sent you a message`;
    case 'group_join_request':
      return `${who} asked to join your group`;
    case 'group_request_approved':
      return `${who} approved your request to join the group`;
    case 'group_invitation':
      return `${who} invited you to a group`;
    case 'tournament_invitation':
      return `${who} invited you to a private tournament`;
    case 'moderation_statement':
      return 'A Tightlines moderator acted on your content: see why, and how to appeal';
    case 'report_actioned':
      return 'Thank you for your report: a Tightlines moderator took action';
    case 'report_dismissed':
      return 'Thank you for your report: a Tightlines moderator found it within the community guidelines';
    case 'appeal_upheld':
      return 'A Tightlines moderator reviewed your appeal and kept the decision';
    case 'appeal_reversed':
      return 'A Tightlines moderator reviewed your appeal and reversed the decision';
  }
}

export function notificationLink(kind: NotificationKind, subjectId: string | null, actorId: string | null): string {
  switch (kind) {
    case 'new_follower':
      return actorId ? `/profile/${actorId}` : '/profile';
    case 'catch_liked':
      return '/profile';
    case 'question_answered':
    case 'question_liked':
    case 'answer_accepted':
      return subjectId ? `/forum/question/${subjectId}` : '/forum';
    case 'new_message':
      return actorId ? `/messages?with=${actorId}` : '/messages';
    case 'group_join_request':
    case 'group_request_approved':
    case 'group_invitation':
      return '/groups';
    case 'tournament_invitation':
      return subjectId ? `/tournaments/${subjectId}` : '/tournaments';
    case 'moderation_statement':
    case 'appeal_upheld':
    case 'appeal_reversed':
      return '/moderation';
    case 'report_actioned':
    case 'report_dismissed':
      return '/guidelines';
  }
}
