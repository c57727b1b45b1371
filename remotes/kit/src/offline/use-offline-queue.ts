import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth.ts';
import { toast } from '../toast/toast-store.ts';
import { ApiError } from '../api/api-error.ts';
import { theOutbox, type NewQueuedAction, type Outbox } from './outbox.ts';
import { isOffline } from './network.ts';
import { sendWaitingOnce, type SendReport } from './sender.ts';

type Queueable = NewQueuedAction extends infer A ? (A extends NewQueuedAction ? Omit<A, 'anglerId'> : never) : never;

/** The spec's own words for each action's outcome (part 1 §8). */
const WORDS = {
  'share-catch': { sent: 'Catch shared successfully!', refused: 'Failed to share post. Please try again.' },
  'log-trip': { sent: 'Trip Logged Successfully', refused: 'Failed to log trip. Please try again.' },
  'ask-question': { sent: 'Question Posted', refused: 'Failed to post question. Please try again.' },
} as const;

/** What a dialog says when it keeps an action for later. */
export const QUEUED_TOAST = {
  title: 'Saved on this device',
  description: 'No connection right now: it will upload by itself when you are back online.',
} as const;

/**
 * The signed-in angler's offline queue: how many actions wait (for 'Waiting to upload (n)') and
 * `enqueue` for a dialog that could not send. Enqueuing while online sends at once.
 */
export function useOfflineQueue(): { count: number; enqueue: (action: Queueable) => Promise<void> } {
  const { user } = useAuth();
  const anglerId = user?.id;
  const [count, setCount] = useState(0);
  // Only a real change re-renders (the header re-counts on every change of the queue).
  const shown = useRef(0);
  useEffect(() => {
    if (!anglerId) {
      if (shown.current !== 0) {
        shown.current = 0;
        setCount(0);
      }
      return;
    }
    let live = true;
    let unsubscribe = () => {};
    void theOutbox()
      .then((outbox) => {
        if (!live) return;
        const recount = () =>
          void outbox.count(anglerId).then(
            (n) => {
              if (!live || n === shown.current) return;
              shown.current = n;
              setCount(n);
            },
            () => undefined,
          );
        unsubscribe = outbox.subscribe(recount);
        recount();
      })
      .catch(() => undefined); // no IndexedDB (a private window of some browsers): nothing can wait
    return () => {
      live = false;
      unsubscribe();
    };
  }, [anglerId]);
  const enqueue = useCallback(
    async (action: Queueable) => {
      if (!anglerId) throw new Error('Sign in to keep actions for later');
      await (await theOutbox()).add({ ...action, anglerId } as NewQueuedAction);
    },
    [anglerId],
  );
  return { count, enqueue };
}

/** Between two tries while online and something still waits (the server was down, or the route out was). */
export const RETRY_EVERY_MS = 30_000;

/**
 * Sends the angler's queue when the app starts, when the browser comes back online, when
 * something is queued while online, and every 30 s while something waits. What was sent
 * refreshes every screen (the feed, the profile, the counts) and is told in the spec's words.
 */
export function useOfflineSender(): void {
  const { user } = useAuth();
  const anglerId = user?.id;
  const client = useQueryClient();
  useEffect(() => {
    if (!anglerId) return;
    let outbox: Outbox | undefined;
    let stopped = false;
    const tell = (report: SendReport) => {
      if (stopped) return;
      for (const action of report.sent) toast({ title: WORDS[action.kind].sent, description: 'Uploaded from your offline queue.' });
      for (const { action, error } of report.refused)
        toast({
          title: WORDS[action.kind].refused,
          description: error instanceof ApiError ? error.detail : undefined,
          variant: 'destructive',
        });
      if (report.sent.length > 0) void client.invalidateQueries();
    };
    const send = () => {
      if (!outbox || isOffline()) return;
      void sendWaitingOnce(outbox, anglerId).then(tell, () => undefined);
    };
    let unsubscribe = () => {};
    void theOutbox().then(
      (opened) => {
        if (stopped) return;
        outbox = opened;
        // Something queued while online (a request failed on a weak connection): try it at once.
        unsubscribe = opened.subscribe(() => void opened.count(anglerId).then((n) => n > 0 && send()));
        send();
      },
      () => undefined,
    );
    window.addEventListener('online', send);
    const timer = window.setInterval(send, RETRY_EVERY_MS);
    return () => {
      stopped = true;
      unsubscribe();
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [anglerId, client]);
}
