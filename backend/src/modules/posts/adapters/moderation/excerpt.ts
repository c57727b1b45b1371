/** How much of a post's or trip's words a report shows. */
const EXCERPT_CHARS = 280;

/** The item's words joined and shortened for a report: what it is at a glance, not all of it. */
export function excerptOf(parts: ReadonlyArray<string | null | undefined>): string {
  const words = parts.filter(Boolean).join(' — ');
  return words.length > EXCERPT_CHARS ? `${words.slice(0, EXCERPT_CHARS - 1)}…` : words;
}
