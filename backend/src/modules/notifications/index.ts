/**
 * notifications — what an angler is told: the bell's notifications (written in the transaction of
 * their cause by forum, messaging and groups, or from posts' and identity's durable events), and the
 * live stream — one Server-Sent Events connection per signed-in browser, fed from a per-angler
 * sequence written with each cause; LISTEN/NOTIFY only wakes it, so it is gap-free across processes.
 * Other modules call NotificationsFacade and plug their live events' readers in (LiveEventSourceToken).
 */
export {
  NotificationsFacade,
  LiveEventSourceToken,
  type LiveEventSource,
  type LiveKind,
  type NotificationCause,
  type NotificationKind,
} from './application/notifications-facade.ts';
