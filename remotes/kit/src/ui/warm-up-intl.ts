/**
 * The page's first Intl formatter loads the engine's locale data: 15-25 ms of one task on a fast machine
 * (x4 on Lighthouse's phone), where every later one takes well under a millisecond. Screens make theirs
 * while their code is evaluated or their first cards render — inside the longest tasks of a page's load.
 * Made once in a task of its own instead (issue 14, total blocking time), as soon as the signed-in frame
 * has drawn — before a remote's code, usually already on its way, is evaluated.
 */
export function warmUpIntl(): () => void {
  const id = setTimeout(() => {
    new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(1.5);
    new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(0);
  }, 0);
  return () => clearTimeout(id);
}
