import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../api/idempotency.ts';

/**
 * One Idempotency-Key for one thing the angler does in a dialog: made when the dialog opens and
 * kept while it stays open, so a double click, a second press after a lost answer or a retry all
 * make one post or one trip (the server replays the first answer). A new key once it closes:
 * the next opening is a new action. A refused request leaves no key on the server, so the
 * corrected form may send the same one again.
 */
export function useActionKey(open: boolean): string {
  const [key, setKey] = useState(newIdempotencyKey);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) setKey(newIdempotencyKey());
    wasOpen.current = open;
  }, [open]);
  return key;
}
