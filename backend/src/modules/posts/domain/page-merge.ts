/** Where an item sits in a newest-first list: by time, then by id (both descending). */
export interface ListKey {
  createdAt: Date;
  id: string;
}

/** One source's page: its items newest first, and — when it has more — the key its page ended at. */
export interface SourcePage<T> {
  items: ReadonlyArray<{ key: ListKey; item: T }>;
  /** The last key the source read (null: nothing after its items). */
  endedAt: ListKey | null;
}

const newer = (a: ListKey, b: ListKey) =>
  a.createdAt.getTime() !== b.createdAt.getTime() ? a.createdAt.getTime() > b.createdAt.getTime() : a.id > b.id;

/**
 * One newest-first page out of several keyset-paged sources (the Following feed's posts and trips),
 * with one cursor for all: a source that has more is complete only down to where its page ended, so
 * the merged page stops at the newest of those ends (older items come with the next page, whose cursor
 * is that end), and at `limit` items. Nothing is skipped or shown twice across pages.
 */
export function mergePages<T>(sources: ReadonlyArray<SourcePage<T>>, limit: number): { items: T[]; next: ListKey | null } {
  const ends = sources.map((s) => s.endedAt).filter((k): k is ListKey => k !== null);
  const stop = ends.reduce<ListKey | null>((best, k) => (best === null || newer(k, best) ? k : best), null);
  const all = sources
    .flatMap((s) => s.items)
    .filter((x) => stop === null || !newer(stop, x.key))
    .sort((a, b) => (newer(a.key, b.key) ? -1 : newer(b.key, a.key) ? 1 : 0));
  const page = all.slice(0, limit);
  const next = all.length > limit ? page.at(-1)!.key : stop;
  return { items: page.map((x) => x.item), next };
}
