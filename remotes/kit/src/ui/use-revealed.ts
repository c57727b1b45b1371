import { startTransition, useEffect, useState } from 'react';

let endMark: HTMLElement | undefined;
/**
 * A box of no height after everything in the page's flow: where the page ends. Shared by every list
 * on the page and kept for its life (it changes no layout); moved back to the end if something was
 * added after it.
 */
function thePageEnd(): HTMLElement {
  if (!endMark) {
    endMark = document.createElement('div');
    endMark.setAttribute('aria-hidden', 'true');
  }
  if (endMark.parentNode !== document.body || endMark.nextSibling) document.body.append(endMark);
  return endMark;
}

/**
 * Calls `near` whenever the page's end is within one more screenful below what the angler sees: once
 * soon after it is called, if it already is, and again as scrolling or a taller window brings it there.
 * The browser answers after its own layout (an IntersectionObserver): reading the page's height
 * instead forced a layout of the page just committed — 317 ms of one task at 4x on a spot's detail,
 * the open dialog over the heat map laid out again. Where nothing is laid out (no observer), it is.
 */
function whenThePageEndIsNear(near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    const soon = setTimeout(near, 0);
    return () => clearTimeout(soon);
  }
  const observer = new IntersectionObserver((entries) => entries.at(-1)?.isIntersecting && near(), {
    rootMargin: '0px 0px 100% 0px',
  });
  observer.observe(thePageEnd());
  return () => observer.disconnect();
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
    // The observer's first answer comes after the browser's next layout: the step just committed is
    // painted and input handled before the next step renders. Each step's commit asks again (a new
    // `count`) while the page's end stays near.
    const stop = whenThePageEndIsNear(() => {
      if (asked) return;
      asked = true;
      startTransition(() => setCount(count + step));
    });
    return stop;
  }, [hidden, count, step]);
  return hidden ? items.slice(0, count) : items;
}
