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

const newer = (a: ListKey, b: ListKey) => {
  const at = a.createdAt.getTime();
  const bt = b.createdAt.getTime();
  return at !== bt ? at > bt : a.id > b.id;
};

/**
 * One newest-first page out of several keyset-paged sources (the Following feed's posts and trips),
 * with one cursor for all: a source that has more is complete only down to where its page ended, so
 * the merged page stops at the newest of those ends (older items come with the next page, whose cursor
 * is that end), and at `limit` items. Nothing is skipped or shown twice across pages.
 */
export function mergePages<T>(sources: ReadonlyArray<SourcePage<T>>, limit: number): { items: T[]; next: ListKey | null } {
  let stop: ListKey | null = null;
  for (const s of sources) if (s.endedAt !== null && (stop === null || newer(s.endedAt, stop))) stop = s.endedAt;
  // Each source is newest first already: a merge of their heads (one pass, no sort), the first
  // source winning a tie, taking at most one item more than the page to know whether one follows.
  const heads = sources.map(() => 0);
  const taken: Array<{ key: ListKey; item: T }> = [];
  while (taken.length <= limit) {
    let best = -1;
    for (let i = 0; i < sources.length; i++) {
      const head = sources[i]!.items[heads[i]!];
      if (head === undefined || (stop !== null && newer(stop, head.key))) continue;
      if (best < 0 || newer(head.key, sources[best]!.items[heads[best]!]!.key)) best = i;
    }
    if (best < 0) break;
    taken.push(sources[best]!.items[heads[best]!]!);
    heads[best] = heads[best]! + 1;
  }
  const page = taken.slice(0, limit);
  const next = taken.length > limit ? page.at(-1)!.key : stop;
  return { items: page.map((x) => x.item), next };
}
