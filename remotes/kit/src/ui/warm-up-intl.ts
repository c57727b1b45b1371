/**
 * The page's first Intl formatter loads the engine's locale data: 15-25 ms of one task on a fast machine
 * (x4 on Lighthouse's phone), where every later one takes well under a millisecond. Screens make theirs
 * while their first cards render — inside the longest tasks of a page's load. Made once in a task of its
 * own instead (total blocking time).
 *
 * Called while the signed-in frame is first rendered, not from its effect: that frame and the screen
 * are rendered in one transition (in slices), and an effect runs only once both have rendered — after
 * the first card had already made the page's first formatter (a trace of the home at 4x CPU: 66 ms
 * inside the lead card's render). Scheduled from the render, the warm-up runs between two slices,
 * before the cards. Once per page; later calls do nothing. Only for screens whose first cards format
 * dates or money: elsewhere it is a task of 57–69 ms at 4x that nothing needed.
 */
let scheduled = false;

/**
 * `dates`: a date formatter alone (the home's trip cards; its catch sizes are written without Intl);
 * `dates and numbers`: a number formatter too (the tournaments' prize money). Each extra formatter is
 * its own cost, so only what the first cards use is made.
 */
export type FirstFormats = 'dates' | 'dates and numbers';

export function warmUpIntl(formats: FirstFormats): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    if (formats === 'dates and numbers') new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(1.5);
    new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(0);
  }, 0);
}
