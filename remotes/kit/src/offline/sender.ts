import { IDEMPOTENCY_KEY_REUSED, forumRoutes, postsRoutes, tripsRoutes } from '@tightlines/contracts';
import { ApiError } from '../api/api-error.ts';
import { call } from '../api/client.ts';
import { uploadMedia } from '../api/media-upload.ts';
import type { Outbox, QueuedAction } from './outbox.ts';
import { isWorthRetrying } from './network.ts';

/** How the sender reaches the server; the app's is the kit's API client (tests may watch it). */
export interface OutboxTransport {
  /** Stores a photo; answers its URL. Uploads are not idempotent: the sender keeps the URL so a retry never uploads again. */
  uploadPhoto(photo: Blob): Promise<string>;
  sharePost(body: Extract<QueuedAction, { kind: 'share-catch' }>['body'], idempotencyKey: string): Promise<unknown>;
  logTrip(body: Extract<QueuedAction, { kind: 'log-trip' }>['body'], idempotencyKey: string): Promise<unknown>;
  askQuestion(body: Extract<QueuedAction, { kind: 'ask-question' }>['body'], idempotencyKey: string): Promise<unknown>;
}

export const apiTransport: OutboxTransport = {
  uploadPhoto: async (photo) => (await uploadMedia(photo)).url,
  sharePost: (body, idempotencyKey) => call(postsRoutes.sharePost, { body: body as never, idempotencyKey }),
  logTrip: (body, idempotencyKey) => call(tripsRoutes.logTrip, { body: body as never, idempotencyKey }),
  askQuestion: (body, idempotencyKey) => call(forumRoutes.ask, { body: body as never, idempotencyKey }),
};

export interface SendReport {
  sent: QueuedAction[];
  /** Refused by the server (a 4xx that no retry will change): taken out of the queue and told to the angler. */
  refused: { action: QueuedAction; error: unknown }[];
  /** Sending stopped at the first action the network (or a busy server) did not take; it stays queued. */
  stoppedBy: unknown;
}

/**
 * Sends an angler's queued actions oldest first, each with its own Idempotency-Key (its id), and
 * takes each out of the queue once the server has it. A catch's photo is uploaded first and its
 * URL written into the queued entry before the post is sent: a retry after a lost answer sends
 * the post again (the server replays it) but never the photo. The first failure worth retrying
 * stops the run, leaving it and the rest queued in order.
 */
export async function sendWaiting(outbox: Outbox, anglerId: string, transport: OutboxTransport = apiTransport): Promise<SendReport> {
  const report: SendReport = { sent: [], refused: [], stoppedBy: undefined };
  for (const queued of await outbox.waiting(anglerId)) {
    // Another tab may have sent it meanwhile.
    let action = await outbox.get(queued.id);
    if (!action) continue;
    try {
      if (action.kind === 'share-catch') {
        if (action.photo) {
          const url = await transport.uploadPhoto(action.photo);
          action = { ...action, body: { ...action.body, imageUrl: url }, photo: null };
          await outbox.update(action);
        }
        await transport.sharePost(action.body, action.id);
      } else if (action.kind === 'log-trip') {
        await transport.logTrip(action.body, action.id);
      } else {
        await transport.askQuestion(action.body, action.id);
      }
      await outbox.remove(action.id);
      report.sent.push(action);
    } catch (error) {
      if (alreadyDone(error)) {
        await outbox.remove(action.id);
        report.sent.push(action);
        continue;
      }
      if (isWorthRetrying(error)) {
        report.stoppedBy = error;
        break;
      }
      await outbox.remove(action.id);
      report.refused.push({ action, error });
    }
  }
  return report;
}

/**
 * The server took this key for a request that differs from this one: another copy of the same
 * action (a second tab that uploaded the photo again, so its body names another file) was done
 * first. The key is taken exactly when its write committed, so the action is done.
 */
function alreadyDone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && error.detail === IDEMPOTENCY_KEY_REUSED;
}

const running = new WeakMap<Outbox, Promise<SendReport>>();

/**
 * One run at a time per outbox in this page (the `online` event and a start can come together),
 * and one across the app's tabs where the browser has Web Locks; a run asked for while one goes
 * on waits for it and then runs once more, so nothing queued meanwhile is left behind.
 */
export function sendWaitingOnce(outbox: Outbox, anglerId: string, transport: OutboxTransport = apiTransport): Promise<SendReport> {
  const previous = running.get(outbox) ?? Promise.resolve(undefined);
  const run = previous.catch(() => undefined).then(() => withLock(`${outbox.name}-sender`, () => sendWaiting(outbox, anglerId, transport)));
  running.set(outbox, run);
  return run;
}

function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? (locks.request(name, work) as Promise<T>) : work();
}
