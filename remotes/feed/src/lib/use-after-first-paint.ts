import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render, true soon after its first commit: what it draws under the fold
 * renders in a task of its own, once the browser has painted what is above. A screen whose reads are all
 * in the cache when it opens (the shell starts them early) otherwise renders, styles, lays out and paints
 * the whole of itself in one long task (a profile's header and post grid together: 147 ms at 1x CPU).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A macrotask after the commit: the browser paints and handles input before the rest renders.
    const next = setTimeout(() => startTransition(() => setPainted(true)), 0);
    return () => clearTimeout(next);
  }, []);
  return painted;
}
