import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page's end is within one more screenful below what the angler sees: the list's next items
 * are drawn before a scroll could reach an empty end, and no sooner.
 */
function nearThePageEnd(): boolean {
  const page = document.documentElement;
  return page.scrollHeight - (window.scrollY + window.innerHeight) <= window.innerHeight;
}

/**
 * A long list's items a screenful at a time: the first `first` at once, then `step` more after each
 * paint while the page's end is near the screen, and again as the angler scrolls towards it. A page of
 * 40 cards rendered and laid out in one go held a phone's main thread for half a second (Lighthouse's
 * total blocking time on spots, the home feed, the forum); revealed on a timer they still all rendered
 * during the load, though a phone shows three or four. This way the first screen paints as soon as its
 * own cards are ready, the cards no one scrolls to are never rendered, and taps are answered between
 * steps. Items that arrive later (the next page) come in the same steps.
 */
export function useRevealed<T>(items: readonly T[], { first = 6, step = 6 }: { first?: number; step?: number } = {}): readonly T[] {
  const [count, setCount] = useState(first);
  const hidden = items.length > count;
  useEffect(() => {
    if (!hidden) return;
    let asked = false;
    const revealNear = () => {
      if (asked || !nearThePageEnd()) return;
      asked = true;
      startTransition(() => setCount(count + step));
    };
    // A macrotask after the commit: the browser paints and handles input before the next step renders.
    // Each step's commit runs this again (a new `count`) while the page's end stays near.
    const next = setTimeout(revealNear, 0);
    window.addEventListener('scroll', revealNear, { passive: true });
    window.addEventListener('resize', revealNear);
    return () => {
      clearTimeout(next);
      window.removeEventListener('scroll', revealNear);
      window.removeEventListener('resize', revealNear);
    };
  }, [hidden, count, step]);
  return hidden ? items.slice(0, count) : items;
}
