import { useEffect, useState } from 'react';
import { CloudUpload } from 'lucide-react';
import { useAfterFirstPaint, useOfflineQueue, useOfflineSender } from '@tightlines/kit';

/** The words the angler sees while catches or trips wait on this device. */
export const waitingText = (count: number) => `Waiting to upload (${count})`;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * A strip across the foot of the header while something waits in the offline queue, and the queue's sender
 * (it runs for as long as the signed-in header is on screen). Nothing is drawn when nothing waits. Both start
 * once the page has painted: opening the device's queue (IndexedDB) is no part of the first screen.
 */
export function OfflineQueueIndicator() {
  return useAfterFirstPaint() ? <QueueStrip /> : null;
}

function QueueStrip() {
  useOfflineSender();
  const { count } = useOfflineQueue();
  const online = useOnline();
  if (count === 0) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 border-t border-amber-300/60 bg-amber-50 px-4 py-1.5 text-sm font-medium text-amber-950 dark:border-amber-500/30 dark:bg-amber-950 dark:text-amber-100"
    >
      <CloudUpload aria-hidden className="size-4 shrink-0" />
      <span>{waitingText(count)}</span>
      {online ? (
        <span className="font-normal opacity-80">· sending…</span>
      ) : (
        <span className="font-normal opacity-80">
          <span className="sm:hidden">· offline</span>
          <span className="max-sm:hidden">· sends when you are back online</span>
        </span>
      )}
    </div>
  );
}
