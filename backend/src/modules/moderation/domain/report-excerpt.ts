/** How much of an item's words a report and the console show: what it is at a glance, not all of it. */
export const REPORT_EXCERPT_CHARS = 280;

/**
 * An item's words (its parts joined) shortened for a report, cut between characters, never inside one
 * (an emoji's two halves), with an ellipsis where it was cut. Content modules describe their reported
 * items with it, so every kind reads the same in the console.
 */
export function reportExcerpt(
  parts: string | null | undefined | ReadonlyArray<string | null | undefined>,
  chars = REPORT_EXCERPT_CHARS,
): string {
  const words = (typeof parts === 'string' || parts == null ? [parts] : parts).filter(Boolean).join(' — ');
  const letters = Array.from(words);
  return letters.length <= chars
    ? words
    : `${letters
        .slice(0, chars - 1)
        .join('')
        .trimEnd()}…`;
}
