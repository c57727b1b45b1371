/**
 * Logging without signal: Share Catch, Log Trip and Ask Question kept in IndexedDB when they cannot be sent,
 * and sent once each when the connection returns (their idempotency keys make a resend safe).
 */
export {
  Outbox,
  theOutbox,
  OUTBOX_DB,
  type QueuedAction,
  type QueuedCatch,
  type QueuedTrip,
  type QueuedQuestion,
  type NewQueuedAction,
} from './outbox.ts';
export { isOffline, isNetworkFailure, isWorthRetrying } from './network.ts';
export { sendWaiting, sendWaitingOnce, apiTransport, type OutboxTransport, type SendReport } from './sender.ts';
export { useOfflineQueue, useOfflineSender, QUEUED_TOAST, RETRY_EVERY_MS } from './use-offline-queue.ts';
