import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { UserId } from './identity.ts';
import { PageQuery, pageOf } from './pagination.ts';

/**
 * The bell: notifications written in the transaction of their cause, newest first, the
 * unread count, marking read — and the one live stream per signed-in browser that carries new
 * direct messages, group messages and notifications.
 */
export const NOTIFICATION_KINDS = [
  'new_follower',
  'catch_liked',
  'question_answered',
  'question_liked',
  'answer_accepted',
  'new_message',
  'group_join_request',
  'group_request_approved',
  'group_invitation',
  'tournament_invitation',
  'moderation_statement',
  'report_actioned',
  'report_dismissed',
  'appeal_upheld',
  'appeal_reversed',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const NotificationId = z.string().min(1).max(64);

export const Notification = z.object({
  id: NotificationId,
  kind: NotificationKind,
  /** What happened, in words: "Rosa Rivers answered your question". */
  text: z.string(),
  /** Where it takes the angler: "/forum/question/…", "/messages?with=…", "/groups", "/tournaments/…". */
  link: z.string(),
  actorId: UserId.nullable(),
  actorName: z.string().nullable(),
  actorImage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = pageOf(Notification);
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadCount = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

/**
 * What the live stream's `event:` lines name; each `data:` is the JSON of that kind's entity. `resync`
 * (data `{}`) says the stream could not resume from the Last-Event-ID given (the log keeps a day):
 * read everything afresh; the stream goes on from its own id.
 */
export const LIVE_EVENT_KINDS = ['message', 'group_message', 'group_membership', 'notification', 'resync'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** Heartbeats come at least this often (a comment line), so proxies and browsers keep the stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * What an angler may switch off, each a group of kinds (which kind is in which topic is the
 * notifications module's rule). What tells them of decisions about them (statements of reasons,
 * appeals, the outcome of their reports) is always sent.
 */
export const NOTIFICATION_TOPICS = ['followers', 'likes', 'forum', 'messages', 'groups', 'tournaments'] as const;
export const NotificationTopic = z.enum(NOTIFICATION_TOPICS);
export type NotificationTopic = z.infer<typeof NotificationTopic>;

/** Which topics the angler is told of: every topic, true or false (new anglers: all on). */
export const NotificationPreferences = z
  .strictObject(Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, z.boolean()])) as Record<NotificationTopic, z.ZodBoolean>)
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

const signedIn = { 401: ErrorBody } as const;

export const notificationsRoutes = {
  list: route({
    method: 'GET',
    path: '/api/notifications',
    summary: 'My notifications, newest first',
    query: PageQuery,
    responses: { 200: NotificationPage, 400: ErrorBody, ...signedIn },
  }),
  unreadCount: route({
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: 'How many of my notifications are unread (the bell)',
    responses: { 200: UnreadCount, ...signedIn },
  }),
  markRead: route({
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one notification read',
    params: z.object({ id: NotificationId }),
    responses: { 200: UnreadCount, ...signedIn, 404: ErrorBody },
  }),
  markAllRead: route({
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark all my notifications read',
    responses: { 200: UnreadCount, ...signedIn },
  }),
  stream: route({
    method: 'GET',
    path: '/api/live',
    summary:
      'Server-Sent Events: my new direct messages, group messages and notifications, each with its sequence number as the event id; reconnect with Last-Event-ID (header or lastEventId query) to catch up',
    query: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
    eventStream: { events: LIVE_EVENT_KINDS },
    responses: { 200: null, ...signedIn },
  }),
  preferences: route({
    method: 'GET',
    path: '/api/settings/notifications',
    summary: 'Which kinds of notification I am told of (statements of reasons, appeals and report outcomes are always sent)',
    responses: { 200: NotificationPreferences, ...signedIn },
  }),
  setPreferences: route({
    method: 'PUT',
    path: '/api/settings/notifications',
    summary: 'Choose which kinds of notification I am told of, every topic given; applies to every notification from now on',
    body: NotificationPreferences,
    responses: { 200: NotificationPreferences, 400: ErrorBody, ...signedIn },
  }),
} as const;
