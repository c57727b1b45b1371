/** What a notification is about: the one list the bell, the stream and the texts agree on. */
export type NotificationKind =
  | 'new_follower'
  | 'catch_liked'
  | 'question_answered'
  | 'question_liked'
  | 'answer_accepted'
  | 'new_message'
  | 'group_join_request'
  | 'group_request_approved'
  | 'group_invitation';
