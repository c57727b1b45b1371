import { useEffect, useRef } from 'react';
import { watchViewability } from './watch-viewability.ts';

/**
 * Calls `onViewable` once for each `watch` (an ad's token: a new ad is watched afresh) when the
 * element has been at least half on screen for one continuous second (watch-viewability.ts).
 */
export function useViewable<E extends Element>(watch: string | null, onViewable: () => void) {
  const ref = useRef<E>(null);
  const latest = useRef(onViewable);
  latest.current = onViewable;
  useEffect(() => {
    const element = ref.current;
    if (!element || watch === null) return;
    return watchViewability(element, () => latest.current());
  }, [watch]);
  return ref;
}
