import { startTransition, useEffect, useState } from 'react';

/**
 * False for a screen's first render, true from the render after it: what the first screenful does not
 * show (on a phone, everything below the spots' tabs) is drawn in a commit of its own, a macrotask after
 * the first, in a transition (React renders it in slices). The first commit and its style, layout and
 * paint are so much shorter: Lighthouse counts every task over 50 ms at 4x CPU toward total blocking
 * time, and one long task of the whole page weighed more than two of its halves.
 */
export function useDrawnAfterFirst(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const next = setTimeout(() => startTransition(() => setDrawn(true)), 0);
    return () => clearTimeout(next);
  }, []);
  return drawn;
}
