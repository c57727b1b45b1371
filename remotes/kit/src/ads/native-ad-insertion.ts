/** One row of a feed with native ads: a post, or an ad placed after the post before it. */
export type FeedRow<T, A> = { kind: 'item'; item: T } | { kind: 'ad'; ad: A; slot: number };

/**
 * Native ads go after every `every`-th item (spec part 1 §2, §9: every 3rd in Following, every
 * 4th in Discover), at most one per insertion point; each ad is placed once (its token is single
 * use), so points past the last ad stay empty.
 */
export function withNativeAds<T, A>(items: readonly T[], ads: readonly A[], every: number): FeedRow<T, A>[] {
  const rows: FeedRow<T, A>[] = [];
  let placed = 0;
  items.forEach((item, index) => {
    rows.push({ kind: 'item', item });
    if (every > 0 && (index + 1) % every === 0 && placed < ads.length) {
      rows.push({ kind: 'ad', ad: ads[placed]!, slot: placed });
      placed++;
    }
  });
  return rows;
}
