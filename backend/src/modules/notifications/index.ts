/**
 * notifications — what an angler is told, and which topics they chose to be told of: the bell's
 * notifications, made from the other modules' durable events (identity's follows, posts' likes, the
 * forum's answers, messaging's messages, groups' requests and chat), and the live stream — one
 * Server-Sent Events connection per signed-in browser, fed from a per-angler sequence written with
 * each notification or live event; LISTEN/NOTIFY only wakes it, so it is gap-free across processes.
 * Nobody calls notifications: modules publish events, and plug the readers of their live events in
 * (LiveEventSourceToken).
 */
export { LiveEventSourceToken, type LiveEventSource } from './application/live-event-source.ts';
export type { LiveKind, NotificationKind } from './domain/notification.ts';
