import { startTransition, useEffect, useState } from 'react';

/**
 * A long list's items a screenful at a time: the first `first` at once, then `step` more after each
 * paint, each step its own short render and commit with the browser free in between. A page of 40
 * cards rendered and laid out in one go held a phone's main thread for half a second (Lighthouse's
 * total blocking time on spots, the home feed, the forum); this way the first screen paints as soon
 * as its own cards are ready and taps are answered while the rest arrive. Every item is shown in the
 * end, in order; items that arrive later (the next page) come in the same steps.
 */
export function useRevealed<T>(items: readonly T[], { first = 6, step = 6 }: { first?: number; step?: number } = {}): readonly T[] {
  const [count, setCount] = useState(first);
  const hidden = items.length > count;
  useEffect(() => {
    if (!hidden) return;
    // A macrotask after the commit: the browser paints and handles input before the next step renders.
    // Each step's commit runs this again (a new `count`) until every item is shown.
    const next = setTimeout(() => startTransition(() => setCount(count + step)), 0);
    return () => clearTimeout(next);
  }, [hidden, count, step]);
  return hidden ? items.slice(0, count) : items;
}
