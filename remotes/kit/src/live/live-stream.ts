import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_KINDS, notificationsRoutes } from '@tightlines/contracts';
import { applyLiveEvent, readAgain } from './apply-event.ts';
import { communityKeys } from './keys.ts';
import { whenLeadContentDrawn } from '../ui/lead-content.ts';

/** The first wait before opening a closed stream again; doubled each failure up to the longest. */
export const LIVE_RETRY_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
};
export type EventSourceFactory = (url: string) => EventSourceLike;

/**
 * One live stream (GET /api/live) for the signed-in angler, feeding the query cache. The browser's
 * EventSource reconnects by itself and sends Last-Event-ID, so the server catches up with nothing lost
 * and nothing twice. When the stream is closed for good (the server answered an error, a proxy gave
 * up) it is opened again after a growing pause, from the last id seen (the `lastEventId` query), and
 * the community's reads are refreshed in case that catch-up is not enough (a stream the server could
 * not resume). Returns the function that closes it.
 */
export function connectLive(
  client: QueryClient,
  me: string,
  open: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true }),
  /** Opened after the page's first reads (useLiveUpdates): the community's reads are read again once open. */
  late = false,
): () => void {
  let lastId: string | undefined;
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = LIVE_RETRY_MS;
  let reopened = late;
  let closed = false;

  const connect = () => {
    const url = notificationsRoutes.stream.path + (lastId ? `?lastEventId=${encodeURIComponent(lastId)}` : '');
    const current = open(url);
    source = current;
    for (const kind of LIVE_EVENT_KINDS) {
      current.addEventListener(kind, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastId = message.lastEventId;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        void applyLiveEvent(client, me, kind, data);
      });
    }
    current.onopen = () => {
      delay = LIVE_RETRY_MS;
      if (reopened) {
        // Opened after a gap (late, after the page's first reads, or again after giving up): what came in
        // meanwhile was not on a stream. The community's reads on screen are read again — the bell, the
        // conversations and their messages, the groups and their chats (a reply sent in that gap was
        // otherwise missing from an open conversation until a reload); those not on screen are marked stale.
        reopened = false;
        for (const queryKey of [communityKeys.notifications(), communityKeys.conversations(), communityKeys.groups()]) {
          void readAgain(client, { queryKey });
        }
      }
    };
    current.onerror = () => {
      // CONNECTING: the browser is already retrying with Last-Event-ID. CLOSED: it gave up; we retry.
      if (closed || current.readyState !== 2) return;
      current.close();
      timer = setTimeout(() => {
        reopened = true;
        connect();
      }, delay);
      delay = Math.min(delay * 2, LIVE_RETRY_MAX_MS);
    };
  };
  connect();

  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}

/**
 * Keeps the live stream open while an angler is signed in (the shell's signed-in layout calls it, once
 * per browser tab: the kit is a singleton, so every remote's reads share what it brings). Opened once the
 * screen's lead content is on screen, not with the page's first requests: nothing of a first screenful
 * waits for it, and a request begun before the largest paint lengthens it in Lighthouse's estimate.
 * The community's reads are read again when it opens, in case something came in between.
 */
export function useLiveUpdates(userId: string | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let close: (() => void) | undefined;
    const cancel = whenLeadContentDrawn(() => {
      close = connectLive(client, userId, undefined, true);
    });
    return () => {
      cancel();
      close?.();
    };
  }, [client, userId]);
}
